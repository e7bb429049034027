/// A JSON value as `JSONEncoder` builds it and `JSONDecoder` reads it. An object keeps its
/// keys in the order they were stored (the order `JSONEncoder` writes them without
/// `.sortedKeys`); a number read from text keeps its text until a type asks for it, as
/// Foundation's decoder does (`1.0` decodes as an `Int`, `1.5` does not).
enum JSONValue {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case float(Float)
    /// A number as read from JSON text.
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])
    /// An encoder's nested container, whose box (a prelude `_CodingBox`) is read when the
    /// outer container is.
    case box(Value)

    /// How Foundation names what it found where a value of another kind was wanted
    /// (`"Expected to decode String but found number instead."`).
    var kindDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "bool"
        case .int, .double, .float, .number: return "number"
        case .string: return "a string"
        case .array: return "an array"
        case .object, .box: return "a dictionary"
        }
    }

    /// The value of `key` in an object, nil when there is none; `snakeCase` reads the object's
    /// keys as `JSONDecoder`'s `.convertFromSnakeCase` does.
    func member(_ key: String, snakeCase: Bool) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { (snakeCase ? SnakeCase.fromSnakeCase($0.key) : $0.key) == key }?.value
    }
}

extension JSONValue {
    /// The value as the prelude holds it between native calls, typed `Any` there: the scalars
    /// as themselves, an array as an array, an object, a number's text and a nested box as
    /// tagged tuples.
    var languageValue: Value {
        switch self {
        case .null: return .null
        case .bool(let value): return .bool(value)
        case .int(let value): return .int(value)
        case .double(let value): return .double(value)
        case .float(let value): return .float(value)
        case .number(let text): return .tuple([.string(Self.numberTag), .string(text)])
        case .string(let value): return .string(value)
        case .array(let elements): return .array(elements.map { $0.languageValue })
        case .object(let members):
            return .tuple([.string(Self.objectTag), .array(members.map { .string($0.key) }), .array(members.map { $0.value.languageValue })])
        case .box(let box): return .tuple([.string(Self.boxTag), box])
        }
    }

    /// The JSON value the prelude holds as `value` (`languageValue`); nil for a value that is
    /// not one.
    init?(languageValue value: Value) {
        switch value.unboxed {
        case .null: self = .null
        case .some(let inner): self.init(languageValue: inner)
        case .bool(let flag): self = .bool(flag)
        case .int(let number): self = .int(number)
        case .double(let number): self = .double(number)
        case .float(let number): self = .float(number)
        case .string(let text): self = .string(text)
        case .array(let elements):
            var items: [JSONValue] = []
            for element in elements {
                guard let item = JSONValue(languageValue: element) else { return nil }
                items.append(item)
            }
            self = .array(items)
        case .tuple(let parts):
            guard let tag = parts.first?.stringValue else { return nil }
            switch (tag, parts.count) {
            case (Self.numberTag, 2):
                guard let text = parts[1].stringValue else { return nil }
                self = .number(text)
            case (Self.boxTag, 2):
                self = .box(parts[1])
            case (Self.objectTag, 3):
                guard let keys = parts[1].arrayElements, let values = parts[2].arrayElements, keys.count == values.count else { return nil }
                var members: [(key: String, value: JSONValue)] = []
                for (key, value) in zip(keys, values) {
                    guard let text = key.stringValue, let item = JSONValue(languageValue: value) else { return nil }
                    members.append((text, item))
                }
                self = .object(members)
            default:
                return nil
            }
        default:
            return nil
        }
    }

    private static let numberTag = "json-number"
    private static let objectTag = "json-object"
    private static let boxTag = "json-box"
}

/// `JSONEncoder`'s `.convertToSnakeCase` and `JSONDecoder`'s `.convertFromSnakeCase`, word for
/// word as swift-corelibs-foundation splits and joins (`userID` is `user_id`, and `user_id`
/// reads back as `userId`).
enum SnakeCase {
    /// `firstName` as `first_name`: words begin at an upper-case letter, and a run of capitals
    /// before a lower-case letter is a word of its own but for its last capital.
    static func toSnakeCase(_ key: String) -> String {
        let characters = Array(key)
        guard !characters.isEmpty else { return key }
        var words: [Range<Int>] = []
        var wordStart = 0
        var searchStart = 1
        let end = characters.count
        while let upper = (searchStart..<end).first(where: { characters[$0].isUppercase }) {
            words.append(wordStart..<upper)
            guard let lower = (upper..<end).first(where: { characters[$0].isLowercase }) else {
                wordStart = upper
                searchStart = end
                break
            }
            if lower == upper + 1 {
                wordStart = upper
            } else {
                words.append(upper..<lower - 1)
                wordStart = lower - 1
            }
            searchStart = lower + 1
        }
        words.append(wordStart..<end)
        return words.map { String(characters[$0]).lowercased() }.joined(separator: "_")
    }

    /// `first_name` as `firstName`: leading and trailing underscores stay, the first word is
    /// lower-cased and the others capitalised; a key of one word is left as it is.
    static func fromSnakeCase(_ key: String) -> String {
        let characters = Array(key)
        guard let first = characters.firstIndex(where: { $0 != "_" }) else { return key }
        var last = characters.count - 1
        while last > first && characters[last] == "_" { last -= 1 }
        let words = characters[first...last].split(separator: "_").map { String($0) }
        guard words.count > 1 else { return key }
        let joined = words[0].lowercased() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined()
        return String(characters[..<first]) + joined + String(characters[(last + 1)...])
    }
}

/// Not `Sendable` (a nested box holds a `Value`); said once here, so that Swift does not infer
/// it through the objects' `(key, value)` tuples, which is a cycle.
@available(*, unavailable)
extension JSONValue: Sendable {}
