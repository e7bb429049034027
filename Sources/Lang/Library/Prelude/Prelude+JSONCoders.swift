extension Prelude {
    /// Foundation's `JSONEncoder` and `JSONDecoder` over the coding machinery of
    /// Prelude+Codable.swift, and the `Codable` conformances of Foundation's `Date`, `URL` and
    /// `UUID`.
    static let jsonCoders = #"""
    /// Encodes values as JSON text, as Foundation's `JSONEncoder`.
    final class JSONEncoder {
        /// How the text is laid out.
        struct OutputFormatting: OptionSet {
            let rawValue: Int
            init(rawValue: Int) { self.rawValue = rawValue }
            /// Indented, one value a line.
            static let prettyPrinted = OutputFormatting(rawValue: 1)
            /// Keys in lexicographic order.
            static let sortedKeys = OutputFormatting(rawValue: 2)
            /// `/` as it is, not as `\/`.
            static let withoutEscapingSlashes = OutputFormatting(rawValue: 8)
        }

        /// How property names become keys.
        enum KeyEncodingStrategy {
            /// The names as they are.
            case useDefaultKeys
            /// `firstName` as `first_name`.
            case convertToSnakeCase
        }

        /// How the text is laid out.
        var outputFormatting: OutputFormatting = []
        /// How property names become keys.
        var keyEncodingStrategy: KeyEncodingStrategy = .useDefaultKeys
        /// Values for the types' own `encode(to:)`.
        var userInfo: [String: Any] = [:]

        init() {}

        /// `value` as JSON text in UTF-8; throws `EncodingError` for a value JSON cannot hold.
        func encode<T: Encodable>(_ value: T) throws -> Data {
            let options = _CodingOptions()
            options.snakeCaseKeys = keyEncodingStrategy == .convertToSnakeCase
            options.userInfo = userInfo
            let json = try _codingEncode(value, Encoder(_codingPath: [], _options: options))
            return Data(_bytes: _codingWrite(json, outputFormatting.rawValue))
        }
    }

    /// JSON as UTF-8 text, laid out as `formatting` (`JSONEncoder.OutputFormatting`'s raw value) says.
    @_native("Codable.write") func _codingWrite(_ json: Any, _ formatting: Int) -> [UInt8]

    /// Decodes values from JSON text, as Foundation's `JSONDecoder`.
    final class JSONDecoder {
        /// How keys become property names.
        enum KeyDecodingStrategy {
            /// The keys as they are.
            case useDefaultKeys
            /// `first_name` as `firstName`.
            case convertFromSnakeCase
        }

        /// How keys become property names.
        var keyDecodingStrategy: KeyDecodingStrategy = .useDefaultKeys
        /// Values for the types' own `init(from:)`.
        var userInfo: [String: Any] = [:]

        init() {}

        /// A `type` read from the JSON text `data`; throws `DecodingError` when the text is not
        /// JSON or does not hold a `type`.
        func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
            let options = _CodingOptions()
            options.snakeCaseKeys = keyDecodingStrategy == .convertFromSnakeCase
            options.userInfo = userInfo
            let json = try _codingParse(data._bytes)
            return try _codingDecode(type, json, at: -1, Decoder(_value: json, _codingPath: [], _options: options))
        }
    }

    /// A date codes as its seconds since the reference date, as Foundation's default strategy.
    extension Date: Codable {
        init(from decoder: Decoder) throws {
            timeIntervalSinceReferenceDate = try decoder.singleValueContainer().decode(Double.self)
        }
        func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(timeIntervalSinceReferenceDate)
        }
    }

    /// A URL codes as its address.
    extension URL: Codable {
        init(from decoder: Decoder) throws {
            absoluteString = try decoder.singleValueContainer().decode(String.self)
        }
        func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(absoluteString)
        }
    }

    /// A UUID codes as its text; text that is not one is `dataCorrupted`.
    extension UUID: Codable {
        init(from decoder: Decoder) throws {
            let text = try decoder.singleValueContainer().decode(String.self)
            let characters = Array(text)
            var valid = characters.count == 36
            for (index, character) in characters.enumerated() where valid {
                valid = [8, 13, 18, 23].contains(index) ? character == "-" : character.isHexDigit
            }
            guard valid else {
                throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath,
                                                                        debugDescription: "Attempted to decode UUID from invalid UUID string."))
            }
            uuidString = text.uppercased()
        }
        func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(uuidString)
        }
    }

    /// The JSON value of UTF-8 text; throws `DecodingError.dataCorrupted` when it is not JSON.
    @_native("Codable.parse") func _codingParse(_ bytes: [UInt8]) throws -> Any
    """#
}
