extension StandardLibrary {
    /// `String`'s own members (its `Collection` members are in `sequences`) and `Bool.toggle()`.
    static let strings: [Builtin] = [
        Builtin("String", "var utf8: String.UTF8View { get }", "The string's UTF-8 code units.") { $0.utf8Rule($1) },
        Builtin("String", "var utf16: String.UTF16View { get }", "The string's UTF-16 code units.") { $0.utf16Rule($1) },
        Builtin("String", "mutating func append(_ other: String)", "Adds `other` (a string or a character) at the end.",
                sample: "(\"d\")") { $0.stringAppendRule($1) },
        Builtin("String", "mutating func append(contentsOf other: String)", "Adds the characters of `other` at the end.",
                sample: "(contentsOf: \"de\")", matchesLabels: true) { $0.stringAppendRule($1) },
        Builtin("String", "mutating func removeAll(where shouldBeRemoved: (Character) throws -> Bool) rethrows",
                "Removes the characters that satisfy `shouldBeRemoved`.", sample: "(where: { $0 == \"a\" })",
                matchesLabels: true) { $0.removeAllWhereRule($1) },
        Builtin("String", "mutating func removeAll()", "Removes every character.", sample: "()", matchesLabels: true) { $0.removeAllRule($1) },
        Builtin("String", "func uppercased() -> String", "The string with every letter in upper case.", sample: "()") { $0.caseRule($1) },
        Builtin("String", "func lowercased() -> String", "The string with every letter in lower case.", sample: "()") { $0.caseRule($1) },
        Builtin("String", "func hasPrefix(_ prefix: String) -> Bool", "Whether the string begins with `prefix`.",
                sample: "(\"a\")") { $0.affixRule($1) },
        Builtin("String", "func hasSuffix(_ suffix: String) -> Bool", "Whether the string ends with `suffix`.",
                sample: "(\"a\")") { $0.affixRule($1) },
        Builtin("String", "func contains(_ other: some StringProtocol) -> Bool",
                "Whether `other` (a string or a character) occurs in the string.", sample: "(\"a\")") { $0.stringContainsRule($1) },
        Builtin("String", "func split(separator: Character, maxSplits: Int = Int.max, omittingEmptySubsequences: Bool = true) -> [Substring]",
                "The pieces between the separators.", sample: "(separator: \",\")", declaredIn: ["Collection"], where: "Equatable") { $0.splitRule($1) },
        Builtin("String", "func replacing(_ other: String, with replacement: String) -> String",
                "The string with every occurrence of `other` replaced.", sample: "(\"a\", with: \"b\")") { $0.replacingRule($1) },
        Builtin("String", "func components(separatedBy separator: String) -> [String]",
                "The pieces between the occurrences of `separator` (Foundation).", sample: "(separatedBy: \",\")") { $0.componentsRule($1) },
        Builtin("String", "func replacingOccurrences(of target: String, with replacement: String) -> String",
                "The string with every occurrence of `target` replaced (Foundation).",
                sample: "(of: \"a\", with: \"b\")") { $0.replacingOccurrencesRule($1) },
        Builtin("String", "func padding(toLength newLength: Int, withPad padString: String, startingAt padIndex: Int) -> String",
                "The string cut or padded with `padString`, from its unit `padIndex`, to `newLength` UTF-16 units (Foundation).",
                sample: "(toLength: 8, withPad: \" \", startingAt: 0)") { $0.paddingRule($1) },
        Builtin("Bool", "mutating func toggle()", "Flips the value.", sample: "()") { $0.toggleRule($1) },
    ]

    /// `Character`'s members.
    static let characters: [Builtin] = [
        Builtin("Character", "var isNewline: Bool { get }", "Whether the character ends a line (`\\n`, `\\r\\n`, U+2028…).") { $0.characterTestRule($1) },
        Builtin("Character", "var isHexDigit: Bool { get }", "Whether the character is 0–9, a–f or A–F (also full-width).") { $0.characterTestRule($1) },
        Builtin("Character", "var isASCII: Bool { get }", "Whether the character is ASCII.") { $0.characterTestRule($1) },
        Builtin("Character", "var isSymbol: Bool { get }", "Whether the character is a symbol (`+`, `$`, `©`…).") { $0.characterTestRule($1) },
        Builtin("Character", "var isMathSymbol: Bool { get }", "Whether the character is a mathematical symbol.") { $0.characterTestRule($1) },
        Builtin("Character", "var isCurrencySymbol: Bool { get }", "Whether the character is a currency symbol.") { $0.characterTestRule($1) },
        Builtin("Character", "var isCased: Bool { get }", "Whether the character changes under case mapping.") { $0.characterTestRule($1) },
        Builtin("Character", "var isLetter: Bool { get }", "Whether the character is a letter.") { $0.characterTestRule($1) },
        Builtin("Character", "var isNumber: Bool { get }", "Whether the character represents a number.") { $0.characterTestRule($1) },
        Builtin("Character", "var isUppercase: Bool { get }", "Whether the character is an upper-case letter.") { $0.characterTestRule($1) },
        Builtin("Character", "var isLowercase: Bool { get }", "Whether the character is a lower-case letter.") { $0.characterTestRule($1) },
        Builtin("Character", "var isWhitespace: Bool { get }", "Whether the character is white space.") { $0.characterTestRule($1) },
        Builtin("Character", "var isPunctuation: Bool { get }", "Whether the character is punctuation.") { $0.characterTestRule($1) },
        Builtin("Character", "var wholeNumberValue: Int? { get }", "The digit's value (`\"7\"` is 7), or nil.") { $0.wholeNumberValueRule($1) },
        Builtin("Character", "var hexDigitValue: Int? { get }", "The hexadecimal digit's value (`\"F\"` is 15), or nil.") { $0.hexDigitValueRule($1) },
        Builtin("Character", "var asciiValue: UInt8? { get }", "The ASCII code of an ASCII character, or nil.") { $0.asciiValueRule($1) },
        Builtin("Character", "func uppercased() -> String", "The character in upper case.", sample: "()") { $0.caseRule($1) },
        Builtin("Character", "func lowercased() -> String", "The character in lower case.", sample: "()") { $0.caseRule($1) },
    ]

    /// `Optional`'s members.
    static let optionals: [Builtin] = [
        Builtin("Optional", "func map<U>(_ transform: (Wrapped) throws -> U) rethrows -> U?",
                "`transform` of the wrapped value, or nil when there is none.", sample: "({ $0 })") { $0.optionalMapRule($1) },
        Builtin("Optional", "func flatMap<U>(_ transform: (Wrapped) throws -> U?) rethrows -> U?",
                "`transform` of the wrapped value (itself optional), or nil when there is none.", sample: "({ $0 })") { $0.optionalMapRule($1) },
    ]
}
