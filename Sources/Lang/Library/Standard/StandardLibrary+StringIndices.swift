extension StandardLibrary {
    /// `String`'s positions: a `String.Index` is a Character offset at run time, so moving one
    /// past either end traps as Swift does ("String index is out of bounds").
    static let stringIndices: [Builtin] = [
        Builtin("String", "var startIndex: String.Index { get }", "The position of the first character.") { $0.stringBoundRule($1) },
        Builtin("String", "var endIndex: String.Index { get }", "The position one past the last character.") { $0.stringBoundRule($1) },
        Builtin("String", "var indices: DefaultIndices<String> { get }", "The positions of the characters, in order.") { $0.stringIndicesRule($1) },
        Builtin("String", "mutating func removeFirst() -> Character", "Removes and returns the first character (an error when empty).",
                sample: "()", matchesLabels: true) { $0.removeEndRule($1) },
        Builtin("String", "mutating func removeLast() -> Character", "Removes and returns the last character (an error when empty).",
                sample: "()", matchesLabels: true) { $0.removeEndRule($1) },
        Builtin("String", "mutating func popLast() -> Character?", "Removes and returns the last character, or nil when empty.",
                sample: "()", matchesLabels: true) { $0.removeEndRule($1) },
        Builtin("String", "mutating func insert(_ newElement: Character, at i: String.Index)",
                "Inserts a character at position `i` (startIndex…endIndex).",
                sample: "(\"b\", at: \"a\".startIndex)", matchesLabels: true) { $0.stringInsertRule($1) },
        Builtin("String", "mutating func insert(contentsOf newElements: some Collection<Character>, at i: String.Index)",
                "Inserts the characters of `newElements` (a string, a substring or `[Character]`) at position `i`.",
                sample: "(contentsOf: \"bc\", at: \"a\".startIndex)", matchesLabels: true) { $0.stringInsertRule($1) },
        Builtin("String", "func index(_ i: String.Index, offsetBy distance: Int) -> String.Index",
                "The position `distance` characters from `i`.", sample: "(\"a\".startIndex, offsetBy: 0)", matchesLabels: true) { $0.stringIndexRule($1) },
        Builtin("String", "func index(_ i: String.Index, offsetBy distance: Int, limitedBy limit: String.Index) -> String.Index?",
                "The position `distance` characters from `i`, or nil when that passes `limit`.",
                sample: "(\"a\".startIndex, offsetBy: 0, limitedBy: \"a\".endIndex)", matchesLabels: true) { $0.stringIndexRule($1) },
        Builtin("String", "func index(after i: String.Index) -> String.Index", "The position after `i`.",
                sample: "(after: \"a\".startIndex)", matchesLabels: true) { $0.stringIndexRule($1) },
        Builtin("String", "func index(before i: String.Index) -> String.Index", "The position before `i`.",
                sample: "(before: \"a\".endIndex)", matchesLabels: true) { $0.stringIndexRule($1) },
        Builtin("String", "func distance(from start: String.Index, to end: String.Index) -> Int",
                "The number of characters from `start` to `end`.",
                sample: "(from: \"a\".startIndex, to: \"a\".endIndex)", matchesLabels: true) { $0.stringDistanceRule($1) },
    ]
}
