/// The rules of `Set<Element>.Index` and `Dictionary<Key, Value>.Index`
/// (`StandardLibrary+HashedIndices.swift`): an index is the offset of its element in the order
/// the collection's elements are read in, checked against the collection it is used with.
extension Checker {
    /// `startIndex` and `endIndex` of a Set or Dictionary: 0 and its count.
    func hashedBoundRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, Self.isHashed(base.type) else { return nil }
        let isStart = site.name == "startIndex"
        return Typed(BuiltinProperty(base.node, line: site.line) { value, line in
            .int(isStart ? 0 : try Checker.count(value, line: line))
        }, .hashedIndex(base.type))
    }

    /// `index(after:)` and `index(_:offsetBy:)`: the position moved, which must stay within
    /// `startIndex...endIndex`, as Swift's precondition requires.
    func hashedIndexRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, Self.isHashed(base.type) else { return nil }
        let index = SwiftType.hashedIndex(base.type)
        let parameters: [(String?, SwiftType)]
        switch site.arguments.map({ $0.label?.name }) {
        case ["after"]: parameters = [("after", index)]
        case [nil, "offsetBy"]: parameters = [(nil, index), ("offsetBy", .int)]
        default: return nil
        }
        guard let nodes = simpleArguments(site.arguments, parameters, range: site.range) else { return Typed(base.node, .error) }
        let what = Self.hashedName(base.type)
        return Typed(BuiltinCall(arguments: [base.node] + nodes, line: site.line) { values, _, line in
            let count = try Checker.count(values[0], line: line)
            let start = values[1].intValue ?? 0
            let (moved, overflow) = start.addingReportingOverflow(values.count > 2 ? values[2].intValue ?? 0 : 1)
            guard start >= 0, start <= count, !overflow, moved >= 0, moved <= count else {
                throw RuntimeError("Attempting to access \(what) elements using an invalid index", line: line)
            }
            return .int(moved)
        }, index)
    }

    /// `distance(from:to:)`: how many positions apart two indices are.
    func hashedDistanceRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, Self.isHashed(base.type) else { return nil }
        let index = SwiftType.hashedIndex(base.type)
        guard let nodes = simpleArguments(site.arguments, [("from", index), ("to", index)], range: site.range) else {
            return Typed(base.node, .error)
        }
        return Typed(BuiltinCall(arguments: nodes, line: site.line) { values, _, _ in
            .int((values[1].intValue ?? 0) - (values[0].intValue ?? 0))
        }, .int)
    }

    /// `remove(at:)` of a Set or Dictionary: the element at the index, removed.
    func hashedRemoveRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, Self.isHashed(base.type), let element = sequenceElement(base.type) else { return nil }
        guard let nodes = simpleArguments(site.arguments, [("at", .hashedIndex(base.type))], range: site.range) else {
            return Typed(base.node, .error)
        }
        let what = Self.hashedName(base.type)
        return sequenceMutation(site, element, nodes) { receiver, values, _, line in
            let offset = values[0].intValue ?? -1
            switch receiver {
            case .set(var items) where offset >= 0 && offset < items.count:
                receiver = .void
                let removed = items.remove(at: items.index(items.startIndex, offsetBy: offset))
                receiver = .set(items)
                return removed
            case .dictionary(var entries) where offset >= 0 && offset < entries.count:
                receiver = .void
                let removed = entries.remove(at: entries.index(entries.startIndex, offsetBy: offset))
                receiver = .dictionary(entries)
                return .tuple([removed.key, removed.value])
            default:
                throw RuntimeError("Attempting to access \(what) elements using an invalid index", line: line)
            }
        }
    }

    /// `dictionary.index(forKey:)`: the position of the pair for the key, or nil.
    func indexForKeyRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, case .dictionary(let key, _) = base.type else { return nil }
        guard let nodes = simpleArguments(site.arguments, [("forKey", key)], range: site.range) else { return Typed(base.node, .error) }
        return Typed(BuiltinCall(arguments: [base.node] + nodes, line: site.line) { values, _, _ in
            guard case .dictionary(let entries) = values[0].unboxed, let found = entries.index(forKey: values[1]) else { return .null }
            return .int(entries.distance(from: entries.startIndex, to: found))
        }, .optional(.hashedIndex(base.type)))
    }

    /// `set[i]` or `dictionary[i]` with one of its indices: the element there (a dictionary's
    /// `(key:, value:)` pair), an invalid index trapping as Swift's does.
    func hashedIndexSubscript(_ base: Typed, _ index: Typed, line: Int) -> Typed? {
        guard case .hashedIndex(let owner) = index.type, owner == base.type, let element = sequenceElement(base.type) else { return nil }
        let what = Self.hashedName(base.type)
        return Typed(BuiltinCall(arguments: [base.node, index.node], line: line) { values, _, line in
            let all = try Sequences.elements(of: values[0], line: line)
            guard let offset = values[1].intValue, offset >= 0, offset < all.count else {
                throw RuntimeError("Attempting to access \(what) elements using an invalid index", line: line)
            }
            return all[offset]
        }, element)
    }

    /// Reports `set[i] = …` or `dictionary[i] = …` with one of its indices in swiftc's words (the
    /// subscript by position only reads); true when reported.
    func rejectsPositionAssignment(_ baseType: SwiftType, _ subscriptExpression: SubscriptExpr) -> Bool {
        let arguments = subscriptExpression.arguments
        guard Self.isHashed(baseType), arguments.count == 1, arguments[0].label == nil,
              case .hashedIndex(let owner) = Checker(probing: self).expression(arguments[0].value, expected: nil).type,
              owner == baseType else { return false }
        let bracket = point(at: "[", after: subscriptExpression.base.range.end) ?? subscriptExpression.base.range
        error("cannot assign through subscript: subscript is get-only", bracket)
        return true
    }

    /// Whether `type` is a Set or a Dictionary.
    static func isHashed(_ type: SwiftType) -> Bool {
        switch type {
        case .set, .dictionary: return true
        default: return false
        }
    }

    /// The collection's name in Swift's trap messages.
    private static func hashedName(_ type: SwiftType) -> String {
        if case .set = type { return "Set" }
        return "Dictionary"
    }
}
