extension Prelude {
    /// Foundation's `CharacterSet`, `String.trimmingCharacters(in:)` and `Scanner`'s hexadecimal
    /// scans: what the `Color(hex:)` initialiser pasted into SwiftUI code everywhere reads its
    /// string with (`hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)`,
    /// `Scanner(string: hex).scanHexInt64(&int)`).
    static let characterSets = #"""
    /// A set of characters, as Foundation's `CharacterSet`: the standard sets, sets of given
    /// characters, and their complements.
    struct CharacterSet {
        var _contains: (Character) -> Bool
        /// Letters and digits.
        static var alphanumerics: CharacterSet { CharacterSet(_contains: { $0.isLetter || $0.isNumber }) }
        /// Letters.
        static var letters: CharacterSet { CharacterSet(_contains: { $0.isLetter }) }
        /// The decimal digits.
        static var decimalDigits: CharacterSet { CharacterSet(_contains: { $0.isNumber }) }
        /// Spaces and tabs.
        static var whitespaces: CharacterSet { CharacterSet(_contains: { $0 == " " || $0 == "\t" }) }
        /// Spaces, tabs and line breaks.
        static var whitespacesAndNewlines: CharacterSet { CharacterSet(_contains: { $0.isWhitespace }) }
        /// Line breaks.
        static var newlines: CharacterSet { CharacterSet(_contains: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) }
        /// Punctuation marks.
        static var punctuationCharacters: CharacterSet { CharacterSet(_contains: { $0.isPunctuation }) }
        /// Every character not in the set.
        var inverted: CharacterSet {
            let contains = _contains
            return CharacterSet(_contains: { !contains($0) })
        }
        /// Whether the set holds `character`.
        func contains(_ character: Character) -> Bool { _contains(character) }
        /// Whether the set holds `member`, as Foundation's sets of Unicode scalars are asked.
        func contains(_ member: Unicode.Scalar) -> Bool { _contains(Character(member)) }
    }
    extension CharacterSet {
        /// The characters of `string`.
        init(charactersIn string: String) {
            let characters = Array(string)
            self.init(_contains: { characters.contains($0) })
        }
    }

    extension String {
        /// The string without the characters of `set` at its start and end.
        func trimmingCharacters(in set: CharacterSet) -> String {
            let characters = Array(self)
            var start = 0
            var end = characters.count
            while start < end && set.contains(characters[start]) { start += 1 }
            while end > start && set.contains(characters[end - 1]) { end -= 1 }
            return String(characters[start..<end])
        }
        /// The pieces between the characters of `set`, each one a separator (`"a\n\nb"` split
        /// at `.newlines` is `["a", "", "b"]`), as Foundation splits: what
        /// `components(separatedBy:)` calls for a `CharacterSet` (the standard library's
        /// member takes a `String`).
        func _components(separatedBy set: CharacterSet) -> [String] {
            var pieces: [String] = []
            var piece = ""
            for character in self {
                guard set.contains(character) else {
                    piece.append(character)
                    continue
                }
                pieces.append(piece)
                piece = ""
                // Foundation reads "\r\n" as two separators, an empty piece between them.
                if character == "\r\n" { pieces.append("") }
            }
            pieces.append(piece)
            return pieces
        }
    }

    /// Reads numbers from a string, as Foundation's `Scanner` (its hexadecimal scans).
    final class Scanner {
        /// The string being read.
        let string: String
        var _characters: [Character]
        var _position = 0
        /// A scanner at the start of `string`.
        init(string: String) {
            self.string = string
            _characters = Array(string)
        }
        /// Whether everything was read (spaces and line breaks aside).
        var isAtEnd: Bool {
            var position = _position
            while position < _characters.count && _characters[position].isWhitespace { position += 1 }
            return position == _characters.count
        }
        /// Reads a hexadecimal number, after spaces and an optional `0x`, into `result`: false,
        /// and `result` unchanged, when no hexadecimal digit follows; more digits than fit give
        /// the largest value, as Foundation does.
        func scanHexInt64(_ result: inout UInt64) -> Bool {
            guard let scanned = _scanHex(maximumDigits: 16) else { return false }
            result = scanned.1 ? UInt64.max : scanned.0
            return true
        }
        /// `scanHexInt64(_:)` into a `UInt32`.
        func scanHexInt32(_ result: inout UInt32) -> Bool {
            guard let scanned = _scanHex(maximumDigits: 8) else { return false }
            result = scanned.1 ? UInt32.max : UInt32(scanned.0)
            return true
        }
        /// The hexadecimal number at the position (and whether it had more than `maximumDigits`
        /// significant digits), moving past it; nil, not moving, when there is none.
        func _scanHex(maximumDigits: Int) -> (UInt64, Bool)? {
            var position = _position
            while position < _characters.count && _characters[position].isWhitespace { position += 1 }
            if position + 2 < _characters.count, _characters[position] == "0",
               _characters[position + 1] == "x" || _characters[position + 1] == "X",
               Scanner._hexDigit(_characters[position + 2]) != nil {
                position += 2
            }
            var value: UInt64 = 0
            var significant = 0
            var read = 0
            while position < _characters.count {
                guard let digit = Scanner._hexDigit(_characters[position]) else { break }
                if significant > 0 || digit > 0 { significant += 1 }
                if significant <= maximumDigits { value = value * 16 + UInt64(digit) }
                position += 1
                read += 1
            }
            guard read > 0 else { return nil }
            _position = position
            return (value, significant > maximumDigits)
        }
        /// The value of a hexadecimal digit, either case; nil for another character.
        static func _hexDigit(_ character: Character) -> Int? {
            let lower = Array("0123456789abcdef")
            let upper = Array("0123456789ABCDEF")
            return lower.firstIndex(of: character) ?? upper.firstIndex(of: character)
        }
    }
    """#
}
