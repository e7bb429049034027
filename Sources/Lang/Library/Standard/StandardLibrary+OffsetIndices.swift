extension StandardLibrary {
    /// A Set's, a Dictionary's and a ClosedRange's positions, as their `Collection` conformances
    /// have them: an opaque `Set<Element>.Index`, `Dictionary<Key, Value>.Index` or
    /// `ClosedRange<Int>.Index` (no Int), which only the collection's own members make and move
    /// (Checker+OffsetIndices.swift); a `Range<Int>`'s are its values.
    static let offsetIndices: [Builtin] = ["Set", "Dictionary", "Range"].flatMap { owner in [
        Builtin(owner, "var startIndex: Index { get }", "The position of the first element (`endIndex` when empty).") {
            $0.offsetBoundRule($1)
        },
        Builtin(owner, "var endIndex: Index { get }", "The position past the last element.") { $0.offsetBoundRule($1) },
        Builtin(owner, "var indices: DefaultIndices<Self> { get }", "The positions of the elements, in order.") {
            $0.defaultIndices($1)
        },
        Builtin(owner, "func index(after i: Index) -> Index", "The position after `i`.",
                sample: "(after: v.startIndex)", matchesLabels: true) { $0.offsetIndexRule($1) },
        // Collection's for a Set or a Dictionary, whose own `index(after:)` swiftc ranks above it.
        Builtin(owner, "func index(_ i: Index, offsetBy distance: Int) -> Index", "The position `distance` after `i`.",
                sample: "(v.startIndex, offsetBy: 0)", matchesLabels: true,
                declaredIn: owner == "Range" ? [] : ["Collection"]) { $0.offsetIndexRule($1) },
        Builtin(owner, "func distance(from start: Index, to end: Index) -> Int", "The number of positions from `start` to `end`.",
                sample: "(from: v.startIndex, to: v.endIndex)", matchesLabels: true) { $0.offsetDistanceRule($1) },
    ] } + ["Set", "Dictionary"].map { owner in
        Builtin(owner, "mutating func remove(at position: Index) -> Element", "Removes and returns the element at `position`.",
                sample: "(at: v.startIndex)", matchesLabels: true) { $0.offsetRemoveRule($1) }
    } + [
        Builtin("Dictionary", "func index(forKey key: Key) -> Index?", "The position of the pair for `key`, or nil.",
                sample: "(forKey: \"a\")", matchesLabels: true) { $0.indexForKeyRule($1) },
    ]
}
