import Foundation

/// Writes a `JSONValue` as compact JSON with sorted keys, unescaped slashes and raw UTF-8.
///
/// Foundation's `JSONEncoder` did this before; it escapes a string character by character, and a
/// figure's display message carries some 200 KB of SVG text and base64 PNG, so its escaping was
/// the kernel's largest single cost per figure cell (10% of its CPU time, `perf record`). Here a
/// string's bytes are copied in runs between the few characters JSON requires escaped.
enum JSONWriter {
    /// A value JSON cannot represent.
    struct UnrepresentableNumber: Error, CustomStringConvertible {
        let value: Double
        var description: String { "JSON has no number \(value)" }
    }

    /// The JSON text of `object`.
    static func data(_ object: JSONObject) throws(UnrepresentableNumber) -> Data {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(256)
        try write(.object(object), into: &bytes)
        return Data(bytes)
    }

    private static func write(_ value: JSONValue, into bytes: inout [UInt8]) throws(UnrepresentableNumber) {
        switch value {
        case .null: bytes += "null".utf8
        case .bool(let flag): bytes += (flag ? "true" : "false").utf8
        case .int(let number): bytes += String(number).utf8
        case .double(let number):
            guard number.isFinite else { throw UnrepresentableNumber(value: number) }
            bytes += number.description.utf8
        case .string(let text): writeString(text, into: &bytes)
        case .array(let elements):
            bytes.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                try write(element, into: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            bytes.append(UInt8(ascii: "{"))
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                writeString(key, into: &bytes)
                bytes.append(UInt8(ascii: ":"))
                // The key came from the dictionary, so the lookup cannot miss.
                try write(members[key] ?? .null, into: &bytes)
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }

    /// `text` as a JSON string: `"` and `\` escaped, control characters as `\n`, `\t`, … or
    /// `\u00XX`; everything else, `/` and non-ASCII included, as its UTF-8 bytes.
    static func writeString(_ text: String, into bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            bytes.reserveCapacity(bytes.count + utf8.count + 2)
            bytes.append(UInt8(ascii: "\""))
            var runStart = 0
            for index in 0..<utf8.count {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                bytes += escape(byte)
                runStart = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
            bytes.append(UInt8(ascii: "\""))
        }
    }

    /// The escape sequence of a byte JSON does not allow raw in a string.
    private static func escape(_ byte: UInt8) -> [UInt8] {
        switch byte {
        case UInt8(ascii: "\""): return Array("\\\"".utf8)
        case UInt8(ascii: "\\"): return Array("\\\\".utf8)
        case 0x08: return Array("\\b".utf8)
        case 0x0C: return Array("\\f".utf8)
        case 0x0A: return Array("\\n".utf8)
        case 0x0D: return Array("\\r".utf8)
        case 0x09: return Array("\\t".utf8)
        default:
            let hex = Array("0123456789abcdef".utf8)
            return Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
        }
    }
}
