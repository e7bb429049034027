extension Prelude {
    /// The standard library's `Unicode.Scalar` (and its old name `UnicodeScalar`) and
    /// `String.unicodeScalars`, a `String.UnicodeScalarView` (nested in String by an extension). A one-scalar string literal is a `Unicode.Scalar` where one is
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
        /// A string's Unicode scalars, as Swift's `String.UnicodeScalarView`: what `unicodeScalars`
        /// of a String or a Character is. It prints as its text (`debugPrint` as
        /// `StringUnicodeScalarView("ab")`), its `filter` keeps a view, and `append(_:)`,
        /// `append(contentsOf:)` and `String(_:)` build and read one.
        struct UnicodeScalarView: Sequence, CustomStringConvertible, CustomDebugStringConvertible {
            var _scalars: [Unicode.Scalar]
            /// The UTF-8 position of each scalar and of the end, kept with `_scalars`, so that an
            /// index (a `String.Index`) finds its scalar without walking the ones before it.
            var _positions: [Int]

            /// An empty view.
            init() {
                _scalars = []
                _positions = [0]
            }

            /// The view of `scalars`, in order.
            init<S: Sequence>(_ scalars: S) where S.Element == Unicode.Scalar {
                _scalars = []
                _positions = [0]
                for scalar in scalars { append(scalar) }
            }

            /// The view of code points a string or character holds.
            init(_values: [UInt32]) {
                _scalars = _values.map { Unicode.Scalar(_unchecked: $0) }
                _positions = [0]
                _positions = _scalarPositions()
            }

            /// An iterator over the scalars.
            func makeIterator() -> IndexingIterator<[Unicode.Scalar]> { _scalars.makeIterator() }
            /// The number of scalars (`"👍🏽".unicodeScalars.count` is 2).
            var count: Int { _scalars.count }
            /// Whether there are no scalars.
            var isEmpty: Bool { _scalars.isEmpty }
            /// The first scalar, or nil when empty.
            var first: Unicode.Scalar? { _scalars.first }
            /// The last scalar, or nil when empty.
            var last: Unicode.Scalar? { _scalars.last }
            /// The scalars `isIncluded` keeps, as a view (`String(s.unicodeScalars.filter { … })`).
            func filter(_ isIncluded: (Unicode.Scalar) -> Bool) -> String.UnicodeScalarView {
                String.UnicodeScalarView(_scalars.filter(isIncluded))
            }
            /// The scalars `isIncluded` keeps, as an array, where the context wants one (`Sequence`'s).
            func filter(_ isIncluded: (Unicode.Scalar) -> Bool) -> [Unicode.Scalar] { _scalars.filter(isIncluded) }
            /// Adds `scalar` at the end.
            mutating func append(_ scalar: Unicode.Scalar) {
                _scalars.append(scalar)
                _positions.append(_positions[_positions.count - 1] + _utf8Width(scalar))
            }
            /// Adds the scalars of `scalars` at the end.
            mutating func append<S: Sequence>(contentsOf scalars: S) where S.Element == Unicode.Scalar {
                for scalar in scalars { append(scalar) }
            }
            /// The position of the first scalar (a `String.Index`: the scalar's UTF-8 position).
            var startIndex: String.Index { _position(0) }
            /// The position past the last scalar.
            var endIndex: String.Index { _position(_scalars.count) }
            /// The positions of the scalars, in order (an array here; Swift's is a `DefaultIndices`).
            var indices: [String.Index] { _positionIndices() }
            /// The position after `i`.
            func index(after i: String.Index) -> String.Index { index(i, offsetBy: 1) }
            /// The position before `i`.
            func index(before i: String.Index) -> String.Index { index(i, offsetBy: -1) }
            /// The position `distance` scalars from `i`, which must stay within the view.
            func index(_ i: String.Index, offsetBy distance: Int) -> String.Index {
                let moved = _offset(i) + distance
                precondition(moved >= 0 && moved <= _scalars.count, "String index is out of bounds")
                return _position(moved)
            }
            /// The number of scalars from `start` to `end`.
            func distance(from start: String.Index, to end: String.Index) -> Int { _offset(end) - _offset(start) }
            /// The position of the first scalar equal to `scalar`, or nil.
            func firstIndex(of scalar: Unicode.Scalar) -> String.Index? {
                for offset in 0..<_scalars.count where _scalars[offset] == scalar { return _position(offset) }
                return nil
            }
            /// The scalar at `position`, which must be before `endIndex`.
            subscript(position: String.Index) -> Unicode.Scalar {
                let offset = _offset(position)
                precondition(offset >= 0 && offset < _scalars.count, "String index is out of bounds")
                return _scalars[offset]
            }
            @_native("String.UnicodeScalarView.position") func _position(_ offset: Int) -> String.Index
            @_native("String.UnicodeScalarView.offset") func _offset(_ position: String.Index) -> Int
            @_native("String.UnicodeScalarView.positionIndices") func _positionIndices() -> [String.Index]
            @_native("String.UnicodeScalarView.scalarPositions") func _scalarPositions() -> [Int]
            @_native("String.UnicodeScalarView.utf8Width") func _utf8Width(_ scalar: Unicode.Scalar) -> Int
            /// The scalars as text.
            var description: String { _text() }
            /// The text quoted, as Swift's debug description writes it.
            var debugDescription: String { "StringUnicodeScalarView(\(String(reflecting: _text())))" }
            @_native("String.UnicodeScalarView.text") func _text() -> String
        }

        /// The string's Unicode scalars, in order (`"👍🏽"` has two); changing them changes the string.
        var unicodeScalars: String.UnicodeScalarView {
            get { String.UnicodeScalarView(_values: _scalarValues()) }
            set { self = newValue._text() }
        }
        @_native("String.unicodeScalarValues") func _scalarValues() -> [UInt32]

        /// The text of `unicodeScalars`.
        init(_ unicodeScalars: String.UnicodeScalarView) { self = unicodeScalars._text() }
    }

    extension Character {
        /// The character's Unicode scalars, in order (`"é"` written as e and U+0301 has two).
        var unicodeScalars: String.UnicodeScalarView { String.UnicodeScalarView(_values: _scalarValues()) }
        @_native("Character.unicodeScalarValues") func _scalarValues() -> [UInt32]
    }
    """#
}
