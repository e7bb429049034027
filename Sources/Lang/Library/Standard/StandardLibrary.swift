/// The standard library as one table of `Builtin`s (numbers, strings, collections, optionals,
/// the free functions), grouped by topic in `StandardLibrary+Topic.swift`. The checker resolves
/// a builtin member or function only here; completion, Shift-Tab and the reference read the same
/// entries. (The drawing surface is Swift source instead: `Prelude`.)
enum StandardLibrary {
    /// Every entry, in the order the reference lists them.
    static let entries: [Builtin] = functions + integers + floatingPoint + strideable + prefixWhile + indexCuts + strings + characters + descriptions
        + sequences + sequenceComparison + collectionAlgorithms + randomMembers + arrays + sets + dictionaries + ranges + optionals + initializers
        + literalInitializers + iterators + stringIndices + arrayIndices + offsetIndices + hashing + lazySequences

    /// The entries by name, overloads in table order: a use looks up its name once (no key is
    /// built) and keeps the entries of its type's owners.
    private static let byName: [String: [Builtin]] = Dictionary(grouping: entries, by: \.name)

    /// The free functions named `name`.
    static func functions(named name: String) -> [Builtin] {
        (byName[name] ?? []).filter { $0.owner.isEmpty }
    }

    /// The members named `name` of a value of `type` (or, `isStatic`, of the type itself), the
    /// type's own before those its protocol declares.
    static func members(named name: String, of type: SwiftType, isStatic: Bool) -> [Builtin] {
        guard let named = byName[name] else { return [] }
        var found: [Builtin] = []
        for owner in owners(of: type) {
            for builtin in named where builtin.owner == owner && builtin.signature.isStatic == isStatic {
                found.append(builtin)
            }
        }
        return found
    }

    /// Every member of a value of `type` (or of the type), for completion; initialisers are not members.
    static func members(of type: SwiftType, isStatic: Bool) -> [Builtin] {
        let owners = owners(of: type)
        return entries.filter { owners.contains($0.owner) && $0.signature.isStatic == isStatic && $0.signature.kind != .initializer }
    }

    /// The owners whose members a type has: itself, then the protocols that declare shared
    /// members (`BinaryInteger` for every integer type, `Sequence` for the collections), and
    /// those a builtin's `declaredIn` may name (`BidirectionalCollection`).
    static func owners(of type: SwiftType) -> [String] {
        // `Hashable` last: its rule asks whether the type conforms (an array of functions does not).
        switch type {
        case .int, .fixedInt: return [type.description, "BinaryInteger", "Strideable", "CustomStringConvertible", "Hashable"]
        case .double, .float, .cgFloat: return [type.description, "BinaryFloatingPoint", "Strideable", "CustomStringConvertible", "Hashable"]
        case .bool: return ["Bool", "CustomStringConvertible", "Hashable"]
        case .string: return ["String", "CustomStringConvertible", "BidirectionalCollection", "Collection", "Sequence", "Hashable"]
        case .substring: return ["Substring", "String", "CustomStringConvertible", "BidirectionalCollection", "Collection", "Sequence", "Hashable"]
        case .stringIndex: return ["String.Index"]
        case .character: return ["Character", "CustomStringConvertible", "Hashable"]
        case .array: return ["Array", "CustomStringConvertible", "BidirectionalCollection", "Collection", "Sequence", "Hashable"]
        case .arraySlice: return ["ArraySlice", "Array", "CustomStringConvertible", "BidirectionalCollection", "Collection", "Sequence"]
        case .set: return ["Set", "CustomStringConvertible", "Collection", "Sequence", "Hashable"]
        case .dictionary: return ["Dictionary", "CustomStringConvertible", "Collection", "Sequence", "Hashable"]
        case .range: return ["Range", "CustomStringConvertible", "BidirectionalCollection", "Collection", "Sequence", "Hashable"]
        case .optional: return ["Optional", "Hashable"]
        case .nominal where isLazy(type):
            return ["LazySequenceProtocol", "Hashable"]
        case .nominal, .generic: return ["Hashable"]
        default: return []
        }
    }

    /// Whether values of `type` are lazy sequences (`LazySequenceProtocol`): a lazy map, filter or
    /// `LazySequence`, or a `ReversedCollection` or `Slice` of one (Swift's are lazy when their
    /// base is).
    static func isLazy(_ type: SwiftType) -> Bool {
        guard case .nominal(let decl, let arguments) = type else { return false }
        if LazyClosureSequence.kind(of: decl) != nil || LazySequenceValue.kind(of: decl) == .lazy { return true }
        let kind = LazySequenceValue.kind(of: decl)
        return (kind == .reversed || kind == .slice) && arguments.first.map(isLazy) == true
    }

    /// The type names a cell can use without declaring them.
    static let typeNames = ["Int", "Double", "Float", "CGFloat", "Bool", "String", "Character", "Array",
                            "Dictionary", "Set", "Optional", "Int8", "Int16", "Int32", "Int64",
                            "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]
}
