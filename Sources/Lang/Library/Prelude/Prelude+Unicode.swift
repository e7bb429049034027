extension Prelude {
    /// The standard library's `Unicode.Scalar` and `String.unicodeScalars`.
    static let unicode = #"""
    /// Unicode's namespace.
    enum Unicode {
        /// A Unicode scalar value: one code point.
        struct Scalar: CustomStringConvertible, Hashable {
            /// The code point.
            let value: UInt32
            /// The scalar as text.
            var description: String { _description() }
            @_native("Unicode.Scalar.description") func _description() -> String
        }
    }

    extension String {
        /// The string's Unicode scalars, in order (`"👍🏽"` has two).
        var unicodeScalars: [Unicode.Scalar] { _scalarValues().map { Unicode.Scalar(value: $0) } }
        @_native("String.unicodeScalarValues") func _scalarValues() -> [UInt32]
    }
    """#
}
