/// What a pattern matches, as far as exhaustiveness cares: the checker enumerates the values of
/// a finite subject type (Bool, enums, optionals and tuples of them) and asks whether every one
/// is matched by some case without a `where` guard.
indirect enum StaticPattern {
    /// Matches everything (`_`, `let x`, `default`).
    case any
    case bool(Bool)
    /// An enum case with patterns for its associated values.
    case enumCase(Int, [StaticPattern])
    case some(StaticPattern)
    case none
    case tuple([StaticPattern])
    /// Matches some values of an infinite type (`0...9`, `"a"`): never enough on its own.
    case partial

    /// Whether this pattern matches the symbolic value `value`.
    func matches(_ value: StaticValue) -> Bool {
        switch (self, value) {
        case (.any, _): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.enumCase(let a, let patterns), .enumCase(let b, let values)):
            guard a == b else { return false }
            if patterns.isEmpty { return true }
            if patterns.count == 1, values.count > 1 { return patterns[0].matches(.tuple(values)) }
            return zip(patterns, values).allSatisfy { $0.matches($1) }
        case (.some(let pattern), .some(let inner)): return pattern.matches(inner)
        case (.none, .none): return true
        case (.tuple(let patterns), .tuple(let values)):
            return patterns.count == values.count && zip(patterns, values).allSatisfy { $0.matches($1) }
        default: return false
        }
    }
}

/// A symbolic value of a finite type, for exhaustiveness.
indirect enum StaticValue {
    case bool(Bool)
    case enumCase(Int, [StaticValue])
    case some(StaticValue)
    case none
    case tuple([StaticValue])
    /// Any value of an infinite type: only `.any` matches it.
    case opaque

    /// The symbolic values of `type`, or nil when there are more than `limit`.
    static func values(of type: SwiftType, limit: Int = 512, depth: Int = 0) -> [StaticValue]? {
        guard depth < 6 else { return [.opaque] }
        switch type {
        case .bool: return [.bool(false), .bool(true)]
        case .optional(let wrapped):
            guard let inner = values(of: wrapped, limit: limit, depth: depth + 1) else { return nil }
            return [.none] + inner.map { .some($0) }
        case .nominal(let decl, _) where decl.kind == .enum:
            var result: [StaticValue] = []
            for (index, enumCase) in decl.cases.enumerated() {
                var payloads: [[StaticValue]] = [[]]
                for element in enumCase.associatedValues {
                    guard let elementValues = values(of: element.type, limit: limit, depth: depth + 1) else { return nil }
                    payloads = payloads.flatMap { prefix in elementValues.map { prefix + [$0] } }
                    if payloads.count > limit { return nil }
                }
                result.append(contentsOf: payloads.map { .enumCase(index, $0) })
                if result.count > limit { return nil }
            }
            return result
        case .tuple(let elements):
            var products: [[StaticValue]] = [[]]
            for element in elements {
                guard let elementValues = values(of: element.type, limit: limit, depth: depth + 1) else { return nil }
                products = products.flatMap { prefix in elementValues.map { prefix + [$0] } }
                if products.count > limit { return nil }
            }
            return products.map { .tuple($0) }
        default:
            return [.opaque]
        }
    }
}
