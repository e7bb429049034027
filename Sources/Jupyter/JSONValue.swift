import Foundation

/// A JSON value, the dynamic shape of Jupyter message headers, metadata and content.
///
/// Decoding goes through Foundation's `JSONDecoder`, encoding through `JSONWriter`; this enum only
/// names the cases so the protocol core can read fields without casting `Any`.
public enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number without a fractional part or exponent.
    case int(Int)
    /// Any other number.
    case double(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object.
    case object([String: JSONValue])
}

/// A JSON object: the type of every top-level message part.
public typealias JSONObject = [String: JSONValue]

extension JSONValue: Codable {
    /// Decodes any JSON value; booleans are tried before numbers so `true` never becomes `1`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode(JSONObject.self))
        }
    }

    /// Encodes the value as the JSON it names.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}

extension JSONValue {
    /// The string, if this is a string.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The boolean, if this is a boolean.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The integer, if this is an integer or a double with an integral value.
    public var intValue: Int? {
        switch self {
        case .int(let value): return value
        case .double(let value) where value.rounded() == value && abs(value) < 1e15: return Int(value)
        default: return nil
        }
    }

    /// The object, if this is an object.
    public var objectValue: JSONObject? {
        if case .object(let value) = self { return value }
        return nil
    }

    /// The array, if this is an array.
    public var arrayValue: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByFloatLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    /// A string value.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An integer value.
    public init(integerLiteral value: Int) { self = .int(value) }
    /// A boolean value.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// A floating-point value.
    public init(floatLiteral value: Double) { self = .double(value) }
    /// An array value.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// An object value.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
    /// The null value.
    public init(nilLiteral: ()) { self = .null }
}

/// Encoding and decoding of message parts, in one place so every part uses the same settings.
enum JSONCoding {
    /// Decodes one message part, which must be a JSON object.
    static func decodeObject(_ data: Data) throws -> JSONObject {
        try JSONDecoder().decode(JSONObject.self, from: data)
    }

    /// Encodes one message part (`JSONWriter`); keys are sorted so equal content gives equal bytes.
    static func encode(_ object: JSONObject) throws -> Data {
        try JSONWriter.data(object)
    }
}
