/// The standard library as one table of `Builtin`s (numbers, strings, collections, optionals,
/// the free functions), grouped by topic in `StandardLibrary+Topic.swift`. The checker resolves
/// a builtin member or function only here; completion, Shift-Tab and the reference read the same
/// entries. (The drawing surface is Swift source instead: `Prelude`.)
enum StandardLibrary {
    /// Every entry, in the order the reference lists them.
    static let entries: [Builtin] = functions + integers + floatingPoint + strings + characters + descriptions
        + sequences + arrays + sets + dictionaries + ranges + optionals

    /// The entries by owner and name, overloads in table order.
    private static let index: [String: [Builtin]] = Dictionary(grouping: entries) { key($0.owner, $0.name, static: $0.signature.isStatic) }

    private static func key(_ owner: String, _ name: String, static isStatic: Bool) -> String {
        (isStatic ? "static " : "") + owner + "." + name
    }

    /// The free functions named `name`.
    static func functions(named name: String) -> [Builtin] {
        index[key("", name, static: false)] ?? []
    }

    /// The members named `name` of a value of `type` (or, `isStatic`, of the type itself), the
    /// type's own before those its protocol declares.
    static func members(named name: String, of type: SwiftType, isStatic: Bool) -> [Builtin] {
        owners(of: type).flatMap { index[key($0, name, static: isStatic)] ?? [] }
    }

    /// Every member of a value of `type` (or of the type), for completion.
    static func members(of type: SwiftType, isStatic: Bool) -> [Builtin] {
        let owners = owners(of: type)
        return entries.filter { owners.contains($0.owner) && $0.signature.isStatic == isStatic }
    }

    /// The owners whose members a type has: itself, then the protocols that declare shared
    /// members (`BinaryInteger` for every integer type, `Sequence` for the collections).
    static func owners(of type: SwiftType) -> [String] {
        switch type {
        case .int, .fixedInt: return [type.description, "BinaryInteger", "CustomStringConvertible"]
        case .double, .float, .cgFloat: return [type.description, "BinaryFloatingPoint", "CustomStringConvertible"]
        case .bool: return ["Bool", "CustomStringConvertible"]
        case .string: return ["String", "CustomStringConvertible", "Collection", "Sequence"]
        case .character: return ["Character", "CustomStringConvertible"]
        case .array: return ["Array", "Collection", "Sequence"]
        case .set: return ["Set", "Collection", "Sequence"]
        case .dictionary: return ["Dictionary", "Collection", "Sequence"]
        case .range: return ["Range", "Collection", "Sequence"]
        case .optional: return ["Optional"]
        default: return []
        }
    }

    /// The type names a cell can use without declaring them.
    static let typeNames = ["Int", "Double", "Float", "CGFloat", "Bool", "String", "Character", "Array",
                            "Dictionary", "Set", "Optional", "Int8", "Int16", "Int32", "Int64",
                            "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]
}
