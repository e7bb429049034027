/// `Substring(…)`: the initialisers Swift declares on `Substring` (declared in
/// `StandardLibrary+Initializers.swift`). A String gives the substring of all of it, a Substring
/// itself (Swift's sequence initialiser returns a Substring as it is: `Substring(s.dropFirst())`
/// keeps `s` as its base and its positions), other characters a string of their own.
extension Checker {
    /// `Substring()`, `Substring(repeating:count:)` of a character, and `Substring(x)` of a
    /// `String` (`LosslessStringConvertible`'s `init(_:)`) or a sequence of characters (a
    /// Substring, an array of them, `reversed()`); anything else is swiftc's "no exact matches".
    /// Two arguments without labels are `init(repeating:count:)` missing its labels.
    func substringInitRule(_ site: BuiltinSite) -> Typed? {
        guard site.type == .substring else { return nil }
        let (arguments, line) = (site.arguments, site.line)
        if arguments.isEmpty { return Typed(Constant(.string(""), line: line), .substring) }
        if arguments.count == 2, arguments[0].label?.name == "repeating", arguments[1].label?.name == "count" {
            // Only `RangeReplaceableCollection`'s, of an element: a string is "cannot convert".
            return Typed(repeatedText(arguments, element: .character, line: line), .substring)
        }
        if arguments.count == 2, arguments.allSatisfy({ $0.label == nil }), countsLikeRepeating(arguments[1]) {
            // `Substring(text, 3)`: Substring's one initialiser of two arguments is
            // `init(repeating:count:)` of a Character; swiftc names its labels and checks them.
            error("missing argument labels 'repeating:count:' in call", callParentheses(arguments, range: site.range).open ?? site.range)
            return Typed(repeatedText(arguments, element: .character, line: line), .substring)
        }
        guard arguments.count == 1, arguments[0].label == nil else { return nil }
        let argument = arguments[0].value
        // `Substring(["h", "i"])`: one-character literals are a `[Character]` there, as for `String`.
        var typed = expression(argument, expected: Self.isCharacterArrayLiteral(argument) ? .array(.character) : nil)
        if hasError(typed.type) { return Typed(typed.node, .substring) }
        if case .optional(let wrapped) = typed.type, wrapped == .string {
            // swiftc takes `init(_ content: String)` and asks for the unwrap.
            return Typed(coerce(typed, to: .string, at: caret(argument), role: .argument), .substring)
        }
        if sequenceElement(typed.type) == .character, let characters = flattenSequenceElements(typed, line: line) {
            typed = characters
        }
        switch typed.type {
        case .string, .substring:
            return Typed(typed.node, .substring)
        case .array(.character), .arraySlice(.character):
            return Typed(joinedCharacters(typed.node, line: line), .substring)
        default:
            error("no exact matches in call to initializer", site.range)
            return Typed(typed.node, .error)
        }
    }

    /// Whether the second of two unlabelled arguments is a number, which swiftc reads as the
    /// `count:` of `init(repeating:count:)` (another value makes it look for other initialisers).
    func countsLikeRepeating(_ argument: Argument) -> Bool {
        Checker(probing: self).expression(argument.value, expected: nil).type.isNumeric
    }
}
