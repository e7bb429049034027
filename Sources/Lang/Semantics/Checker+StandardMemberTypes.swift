/// Member types of the standard library's generic types written as types: `[Int].Index`,
/// `Dictionary<String, Int>.Keys`, `[String: Int].Element`, `Set<Int>.Index` (an optional's `Wrapped` is not one: swiftc rejects `Int?.Wrapped`).
extension Checker {
    /// The type `name` names inside the standard library type `type`, as this library gives its
    /// values (`Dictionary<K, V>.Keys` is what `keys` returns here); nil when `type` has no member
    /// type `name` (`Range<Double>.Element`: a range of Doubles is not a sequence).
    func standardMemberType(_ name: String, in type: SwiftType) -> SwiftType? {
        switch (type, name) {
        case (.dictionary(let key, _), "Key"): return key
        case (.dictionary(_, let value), "Value"): return value
        case (.dictionary(let key, _), "Keys"): return .array(key)
        case (.dictionary(_, let value), "Values"): return .array(value)
        case (.range(let bound, _), "Bound"): return bound
        // `Int.Stride`, a program's `Meters.Stride` (Checker+Strideable.swift).
        case (_, "Stride") where strideType(of: type) != nil: return strideType(of: type)
        case (.array(let element), "SubSequence"), (.arraySlice(let element), "SubSequence"): return .arraySlice(element)
        case (.array, "Indices"), (.arraySlice, "Indices"): return .range(.int, closed: false)
        default: break
        }
        guard isStandardCollection(type) else { return nil }
        switch name {
        case "Element": return sequenceElement(type)
        case "Index":
            if case .range(let bound, closed: false) = type { return bound }
            return Checker.indexType(of: type)
        default: return nil
        }
    }

    /// Whether `type` is one of the standard library's collections this library types members
    /// of: arrays, sets, dictionaries, text, and ranges of integers (their `Index` is their
    /// `Bound` for a half-open range, an opaque position for a closed one).
    private func isStandardCollection(_ type: SwiftType) -> Bool {
        switch type {
        case .array, .arraySlice, .set, .dictionary, .string, .substring: return true
        case .range(.int, _): return true
        case .range(.fixedInt, closed: false): return true
        default: return false
        }
    }
}
