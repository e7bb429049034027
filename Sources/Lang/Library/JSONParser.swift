/// Reads JSON text (UTF-8 bytes) into a `JSONValue`, as `JSONDecoder` does: a bare scalar is a
/// document too, numbers keep their text, nesting stops at Foundation's depth of 512.
struct JSONParser {
    private let bytes: [UInt8]
    private var position = 0
    private var depth = 0

    /// Foundation's limit on nested arrays and objects.
    private static let maximumDepth = 512

    /// The value of the whole text; nil when it is not JSON.
    static func parse(_ bytes: [UInt8]) -> JSONValue? {
        var parser = JSONParser(bytes: bytes)
        guard let value = parser.value() else { return nil }
        parser.skipWhitespace()
        return parser.position == bytes.count ? value : nil
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
    }

    private mutating func value() -> JSONValue? {
        skipWhitespace()
        guard let byte = current else { return nil }
        switch byte {
        case UInt8(ascii: "{"): return object()
        case UInt8(ascii: "["): return array()
        case UInt8(ascii: "\""): return string().map(JSONValue.string)
        case UInt8(ascii: "t"): return word("true", .bool(true))
        case UInt8(ascii: "f"): return word("false", .bool(false))
        case UInt8(ascii: "n"): return word("null", .null)
        default: return number()
        }
    }

    private mutating func word(_ text: String, _ value: JSONValue) -> JSONValue? {
        let expected = Array(text.utf8)
        guard position + expected.count <= bytes.count, Array(bytes[position..<position + expected.count]) == expected else { return nil }
        position += expected.count
        return value
    }

    private mutating func object() -> JSONValue? {
        guard depth < Self.maximumDepth else { return nil }
        depth += 1
        defer { depth -= 1 }
        position += 1
        var members: [(key: String, value: JSONValue)] = []
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            position += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\""), let key = string() else { return nil }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { return nil }
            position += 1
            guard let member = value() else { return nil }
            members.append((key, member))
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                position += 1
            } else if current == UInt8(ascii: "}") {
                position += 1
                return .object(members)
            } else {
                return nil
            }
        }
    }

    private mutating func array() -> JSONValue? {
        guard depth < Self.maximumDepth else { return nil }
        depth += 1
        defer { depth -= 1 }
        position += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            position += 1
            return .array(elements)
        }
        while true {
            guard let element = value() else { return nil }
            elements.append(element)
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                position += 1
            } else if current == UInt8(ascii: "]") {
                position += 1
                return .array(elements)
            } else {
                return nil
            }
        }
    }

    /// A string's text, from its opening quote past its closing one.
    private mutating func string() -> String? {
        position += 1
        var utf8: [UInt8] = []
        while let byte = current {
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(validating: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard let escaped = escape() else { return nil }
                utf8.append(contentsOf: escaped)
            case 0..<0x20:
                return nil
            default:
                utf8.append(byte)
            }
        }
        return nil
    }

    /// The UTF-8 bytes of the escape after a backslash.
    private mutating func escape() -> [UInt8]? {
        guard let byte = current else { return nil }
        position += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return [byte]
        case UInt8(ascii: "n"): return [0x0A]
        case UInt8(ascii: "r"): return [0x0D]
        case UInt8(ascii: "t"): return [0x09]
        case UInt8(ascii: "b"): return [0x08]
        case UInt8(ascii: "f"): return [0x0C]
        case UInt8(ascii: "u"):
            guard var code = hexQuad() else { return nil }
            if (0xD800..<0xDC00).contains(code) {
                // A high surrogate must be followed by `\u` and its low surrogate.
                guard current == UInt8(ascii: "\\"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "u") else { return nil }
                position += 2
                guard let low = hexQuad(), (0xDC00..<0xE000).contains(low) else { return nil }
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(code) else { return nil }
            return Array(String(Character(scalar)).utf8)
        default:
            return nil
        }
    }

    private mutating func hexQuad() -> UInt32? {
        guard position + 4 <= bytes.count else { return nil }
        let text = String(decoding: bytes[position..<position + 4], as: UTF8.self)
        guard let code = UInt32(text, radix: 16) else { return nil }
        position += 4
        return code
    }

    /// A number's text, checked against JSON's grammar.
    private mutating func number() -> JSONValue? {
        let start = position
        if current == UInt8(ascii: "-") { position += 1 }
        guard digits() > 0 else { return nil }
        // No leading zeros: `0` alone, or a digit run not starting with `0`.
        let integerStart = bytes[start] == UInt8(ascii: "-") ? start + 1 : start
        if bytes[integerStart] == UInt8(ascii: "0") && position - integerStart > 1 { return nil }
        if current == UInt8(ascii: ".") {
            position += 1
            guard digits() > 0 else { return nil }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            guard digits() > 0 else { return nil }
        }
        return .number(String(decoding: bytes[start..<position], as: UTF8.self))
    }

    private mutating func digits() -> Int {
        let start = position
        while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { position += 1 }
        return position - start
    }
}
