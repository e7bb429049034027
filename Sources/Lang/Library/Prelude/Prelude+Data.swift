extension Prelude {
    /// Foundation's `Data` as bytes, and the `String` conversions JSON code uses:
    /// `"…".data(using: .utf8)` and `String(data:encoding:)`.
    static let data = #"""
    /// A run of bytes, as Foundation's `Data`. It codes as Base64 text (`CodableEncoding`).
    struct Data: Hashable, CustomStringConvertible, Codable {
        /// The bytes, in order.
        var _bytes: [UInt8]

        /// No bytes.
        init() { _bytes = [] }
        /// The bytes of `bytes`.
        init(_ bytes: [UInt8]) { _bytes = bytes }
        init(_bytes: [UInt8]) { self._bytes = _bytes }

        /// How many bytes it holds.
        var count: Int { _bytes.count }
        /// Whether it holds no bytes.
        var isEmpty: Bool { _bytes.isEmpty }
        /// Its bytes as an array.
        var bytes: [UInt8] { _bytes }
        /// The byte at `index`.
        subscript(index: Int) -> UInt8 { _bytes[index] }
        /// How many bytes, as Foundation describes data (`"5 bytes"`).
        var description: String { "\(_bytes.count) bytes" }

        /// Appends the bytes of `other`.
        mutating func append(_ other: Data) { _bytes += other._bytes }
    }

    extension String {
        /// A text encoding; only UTF-8 is known here.
        struct Encoding: Equatable {
            let _name: String
            /// Unicode's 8-bit encoding.
            static let utf8 = Encoding(_name: "utf8")
        }

        /// The string decoded from `data`; nil when the bytes are not valid in `encoding`.
        init?(data: Data, encoding: String.Encoding) {
            guard let text = _stringFromUTF8(data._bytes) else { return nil }
            self = text
        }

        /// The text of the UTF-8 bytes of `data`, each invalid sequence replaced by U+FFFD.
        init(decoding data: Data, as encoding: UTF8.Type) {
            self = _stringDecodingUTF8(data._bytes)
        }

        /// The text of the UTF-8 `bytes`, each invalid sequence replaced by U+FFFD.
        init(decoding bytes: [UInt8], as encoding: UTF8.Type) {
            self = _stringDecodingUTF8(bytes)
        }

        /// The string's bytes in `encoding`.
        func data(using encoding: String.Encoding, allowLossyConversion: Bool = false) -> Data? {
            Data(_bytes: _utf8Bytes(self))
        }
    }

    /// The text of UTF-8 `bytes`; nil when they are not valid UTF-8.
    @_native("Data.utf8Text") func _stringFromUTF8(_ bytes: [UInt8]) -> String?
    /// Unicode's 8-bit encoding, as a type to name in `String(decoding:as:)`.
    enum UTF8 {}

    /// The text of UTF-8 `bytes`, each invalid sequence replaced by U+FFFD.
    @_native("Data.decodingUTF8") func _stringDecodingUTF8(_ bytes: [UInt8]) -> String
    /// The UTF-8 bytes of `text`.
    @_native("Data.utf8Bytes") func _utf8Bytes(_ text: String) -> [UInt8]
    """#
}
