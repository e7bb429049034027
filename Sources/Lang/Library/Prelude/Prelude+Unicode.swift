extension Prelude {
    /// The standard library's `Unicode.Scalar` (and its old name `UnicodeScalar`) and
    /// `String.unicodeScalars`. A one-scalar string literal is a `Unicode.Scalar` where one is
    /// expected (Checker+UnicodeScalars.swift), as `ExpressibleByUnicodeScalarLiteral` makes it.
    static let unicode = #"""
    /// Unicode's namespace.
    enum Unicode {
        /// A Unicode scalar value: one code point.
        struct Scalar: CustomStringConvertible, CustomDebugStringConvertible, Hashable, Comparable {
            /// The code point.
            let value: UInt32

            /// The scalar of a valid code point, which the caller has checked.
            init(_unchecked value: UInt32) { self.value = value }

            /// The scalar of an ASCII or Latin-1 code unit (every `UInt8` is one).
            init(_ v: UInt8) { value = UInt32(v) }

            /// The scalar of code point `v`, or nil when `v` is a surrogate or above U+10FFFF.
            init?(_ v: UInt32) {
                guard Unicode.Scalar._isValid(Int(v)) else { return nil }
                value = v
            }

            /// The scalar of code point `v`, or nil when `v` is negative, a surrogate or above U+10FFFF.
            init?(_ v: Int) {
                guard Unicode.Scalar._isValid(v) else { return nil }
                value = UInt32(v)
            }

            /// The one scalar `description` holds, or nil when it holds none or several.
            init?(_ description: String) {
                let values = description._scalarValues()
                guard values.count == 1 else { return nil }
                value = values[0]
            }

            /// Whether `v` is a code point that is no surrogate.
            static func _isValid(_ v: Int) -> Bool { v >= 0 && v <= 0x10FFFF && !(v >= 0xD800 && v <= 0xDFFF) }

            /// The scalar as text.
            var description: String { _description() }
            /// The scalar quoted, as `debugPrint` writes it (`"\u{0301}"` for a combining mark).
            var debugDescription: String { _debugDescription() }
            /// Whether the scalar is ASCII (below 128).
            var isASCII: Bool { value < 128 }
            /// The scalar's Unicode properties.
            var properties: Properties { Properties(_value: value) }

            /// Whether `a`'s code point comes before `b`'s.
            static func < (a: Unicode.Scalar, b: Unicode.Scalar) -> Bool { a.value < b.value }

            /// The scalar as it is written in a string literal: escaped when it is not printable ASCII
            /// (`\u{00E9}` when `asASCII`, as Swift writes it), and `\n`, `\t`, `\\`, `\"` escaped.
            @_native("Unicode.Scalar.escaped") func escaped(asASCII forceASCII: Bool) -> String

            @_native("Unicode.Scalar.description") func _description() -> String
            @_native("Unicode.Scalar.debugDescription") func _debugDescription() -> String

            /// A scalar's Unicode character properties.
            struct Properties {
                let _value: UInt32
                /// Whether the scalar is alphabetic (Unicode's `Alphabetic` property).
                var isAlphabetic: Bool { _test(0) }
                /// Whether the scalar is white space (Unicode's `White_Space` property).
                var isWhitespace: Bool { _test(1) }
                /// Whether the scalar is upper case (Unicode's `Uppercase` property).
                var isUppercase: Bool { _test(2) }
                /// Whether the scalar is lower case (Unicode's `Lowercase` property).
                var isLowercase: Bool { _test(3) }
                /// Whether the scalar is an emoji (Unicode's `Emoji` property).
                var isEmoji: Bool { _test(4) }
                @_native("Unicode.Scalar.Properties.test") func _test(_ property: Int) -> Bool
            }
        }
    }

    /// `Unicode.Scalar`'s older name.
    typealias UnicodeScalar = Unicode.Scalar

    extension String {
        /// The string's Unicode scalars, in order (`"👍🏽"` has two).
        var unicodeScalars: [Unicode.Scalar] { _scalarValues().map { Unicode.Scalar(_unchecked: $0) } }
        @_native("String.unicodeScalarValues") func _scalarValues() -> [UInt32]
    }

    extension Character {
        /// The character's Unicode scalars, in order (`"é"` written as e and U+0301 has two).
        var unicodeScalars: [Unicode.Scalar] { _scalarValues().map { Unicode.Scalar(_unchecked: $0) } }
        @_native("Character.unicodeScalarValues") func _scalarValues() -> [UInt32]
    }
    """#
}
