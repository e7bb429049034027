extension Prelude {
    /// `StaticString`, the type logging helpers give their `#file` and `#function` parameters.
    static let staticStrings = #"""
    /// A string known when the program is compiled: a literal's text, or what a defaulted `#file`
    /// or `#function` gives a parameter of this type.
    struct StaticString: ExpressibleByStringLiteral, CustomStringConvertible, CustomDebugStringConvertible {
        let _text: String

        /// The literal's text.
        init(stringLiteral value: String) {
            _text = value
        }

        /// The text.
        var description: String { _text }

        /// The text quoted, as a string literal is written.
        var debugDescription: String { String(reflecting: _text) }

        /// The number of bytes of the text's UTF-8.
        var utf8CodeUnitCount: Int { _text.utf8.count }

        /// Whether every character of the text is ASCII.
        var isASCII: Bool { _text.unicodeScalars.allSatisfy { $0.isASCII } }
    }
    """#
}
