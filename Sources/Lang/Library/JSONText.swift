/// JSON text as swift-corelibs-foundation's `JSONEncoder` writes it (numbers as Swift describes
/// them without a trailing `.0`, `/` escaped unless asked not to, `" : "` and two-space indents
/// when pretty-printed, an empty container's brackets on lines of their own) and as its
/// `JSONSerialization` reads it.
enum JSONText {
    /// How the text is laid out: `JSONEncoder.OutputFormatting`'s raw value.
    struct Formatting {
        let pretty: Bool
        let sortedKeys: Bool
        let escapesSlashes: Bool

        init(rawValue: Int) {
            pretty = rawValue & 1 != 0
            sortedKeys = rawValue & 2 != 0
            escapesSlashes = rawValue & 8 == 0
        }
    }

    /// `value` as text.
    static func write(_ value: JSONValue, _ formatting: Formatting) -> String {
        var text = ""
        write(value, formatting, indent: 0, into: &text)
        return text
    }

    private static func write(_ value: JSONValue, _ formatting: Formatting, indent: Int, into text: inout String) {
        switch value {
        case .null, .box: text += "null"
        case .bool(let flag): text += flag ? "true" : "false"
        case .int(let number): text += String(number)
        case .double(let number): text += numberText(number.description)
        case .float(let number): text += numberText(number.description)
        case .number(let digits): text += digits
        case .string(let string): writeString(string, formatting, into: &text)
        case .array(let elements):
            writeContainer("[", "]", elements.count, formatting, indent: indent, into: &text) { index, inner, text in
                write(elements[index], formatting, indent: inner, into: &text)
            }
        case .object(let members):
            let ordered = formatting.sortedKeys ? members.sorted { $0.key < $1.key } : members
            writeContainer("{", "}", ordered.count, formatting, indent: indent, into: &text) { index, inner, text in
                writeString(ordered[index].key, formatting, into: &text)
                text += formatting.pretty ? " : " : ":"
                write(ordered[index].value, formatting, indent: inner, into: &text)
            }
        }
    }

    /// An array's or object's brackets around its `count` items, each written by `item`.
    private static func writeContainer(_ open: String, _ close: String, _ count: Int, _ formatting: Formatting, indent: Int,
                                       into text: inout String, item: (Int, Int, inout String) -> Void) {
        text += open
        guard formatting.pretty else {
            for index in 0..<count {
                if index > 0 { text += "," }
                item(index, indent, &text)
            }
            text += close
            return
        }
        let inner = indent + 2
        text += "\n"
        for index in 0..<count {
            text += String(repeating: " ", count: inner)
            item(index, inner, &text)
            text += index + 1 < count ? ",\n" : "\n"
        }
        if count == 0 { text += "\n" }
        text += String(repeating: " ", count: indent) + close
    }

    /// A floating-point number's description without the `.0` of a whole number (`100`, `-0`,
    /// `1e+16`, `1e-07`), as Foundation writes it.
    private static func numberText(_ description: String) -> String {
        description.hasSuffix(".0") ? String(description.dropLast(2)) : description
    }

    private static func writeString(_ string: String, _ formatting: Formatting, into text: inout String) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "/": text += formatting.escapesSlashes ? "\\/" : "/"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\u{8}": text += "\\b"
            case "\u{c}": text += "\\f"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        text += "\""
    }
}
