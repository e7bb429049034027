/// The rules of `Set<Element>.Index`, `Dictionary<Key, Value>.Index` and `ClosedRange<Int>.Index`
/// (`StandardLibrary+OffsetIndices.swift`): an index is the offset of its element in the order
/// the collection's elements are read in, checked against the collection it is used with. A
/// `Range<Int>`'s indices are its values, moved by the same rules.
extension Checker {
    /// `startIndex` and `endIndex` of a Set, a Dictionary or a `ClosedRange<Int>`: 0 and its count.
    func offsetBoundRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, Self.hasOffsetIndices(base.type) else { return nil }
        let isStart = site.name == "startIndex"
        return Typed(BuiltinProperty(base.node, line: site.line) { value, line in
            .int(isStart ? 0 : try Checker.elementCount(value, line: line))
        }, .offsetIndex(base.type))
    }

    /// `index(after:)` and `index(_:offsetBy:)`: the position moved, which must stay within
    /// `startIndex...endIndex`, as Swift's precondition requires.
    func offsetIndexRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, let index = Self.positionType(of: base.type) else { return nil }
        let parameters: [(String?, SwiftType)]
        switch site.arguments.map({ $0.label?.name }) {
        case ["after"]: parameters = [("after", index)]
        case [nil, "offsetBy"]: parameters = [(nil, index), ("offsetBy", .int)]
        default: return nil
        }
        guard let nodes = simpleArguments(site.arguments, parameters, range: site.range) else { return Typed(base.node, .error) }
        let what = Self.invalidIndexMessage(base.type)
        return Typed(BuiltinCall(arguments: [base.node] + nodes, line: site.line) { values, _, line in
            let (first, last) = try Checker.positionBounds(values[0], line: line)
            let start = values[1].intValue ?? 0
            let (moved, overflow) = start.addingReportingOverflow(values.count > 2 ? values[2].intValue ?? 0 : 1)
            guard start >= first, start <= last, !overflow, moved >= first, moved <= last else {
                throw RuntimeError(what, line: line)
            }
            return .int(moved)
        }, index)
    }

    /// `distance(from:to:)`: how many positions apart two indices are.
    func offsetDistanceRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, let index = Self.positionType(of: base.type) else { return nil }
        return indexDistance(site, index: index)
    }

    /// `remove(at:)` of a Set or Dictionary: the element at the index, removed.
    func offsetRemoveRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, Self.isHashed(base.type), let element = sequenceElement(base.type) else { return nil }
        guard let nodes = simpleArguments(site.arguments, [("at", .offsetIndex(base.type))], range: site.range) else {
            return Typed(base.node, .error)
        }
        let what = Self.invalidIndexMessage(base.type)
        return sequenceMutation(site, element, nodes) { receiver, values, _, line in
            let offset = values[0].intValue ?? -1
            switch receiver {
            case .set(var items) where offset >= 0 && offset < items.contents.count:
                receiver = .void
                let removed = items.modify { $0.remove(at: $0.index($0.startIndex, offsetBy: offset)) }
                receiver = .set(items)
                return removed
            case .dictionary(var entries) where offset >= 0 && offset < entries.contents.count:
                receiver = .void
                let removed = entries.modify { $0.remove(at: $0.index($0.startIndex, offsetBy: offset)) }
                receiver = .dictionary(entries)
                return .tuple([removed.key, removed.value])
            default:
                throw RuntimeError(what, line: line)
            }
        }
    }

    /// `dictionary.index(forKey:)`: the position of the pair for the key, or nil.
    func indexForKeyRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, case .dictionary(let key, _) = base.type else { return nil }
        guard let nodes = simpleArguments(site.arguments, [("forKey", key)], range: site.range) else { return Typed(base.node, .error) }
        return Typed(BuiltinCall(arguments: [base.node] + nodes, line: site.line) { values, _, _ in
            guard case .dictionary(let box) = values[0].unboxed, case let entries = box.contents,
                  let found = entries.index(forKey: values[1]) else { return .null }
            return .int(entries.distance(from: entries.startIndex, to: found))
        }, .optional(.offsetIndex(base.type)))
    }

    /// `set[i]`, `dictionary[i]` or `closedRange[i]` with one of its indices: the element there (a
    /// dictionary's `(key:, value:)` pair), an invalid index trapping as Swift's does.
    func offsetIndexSubscript(_ base: Typed, _ index: Typed, line: Int) -> Typed? {
        guard case .offsetIndex(let owner) = index.type, owner == base.type, let element = sequenceElement(base.type) else { return nil }
        let what = Self.invalidIndexMessage(base.type)
        return Typed(BuiltinCall(arguments: [base.node, index.node], line: line) { values, _, line in
            // A range's element is worked out from its bounds, without listing them.
            if case .range(.int(let lower), _, _) = values[0].unboxed, let offset = values[1].intValue,
               offset >= 0, offset < (try Checker.elementCount(values[0], line: line)) {
                return .int(lower + offset)
            }
            let all = try Sequences.elements(of: values[0], line: line)
            guard let offset = values[1].intValue, offset >= 0, offset < all.count else { throw RuntimeError(what, line: line) }
            return all[offset]
        }, element)
    }

    /// Reports `set[i] = …` or `dictionary[i] = …` with one of its indices in swiftc's words (the
    /// subscript by position only reads); true when reported.
    func rejectsPositionAssignment(_ baseType: SwiftType, _ subscriptExpression: SubscriptExpr) -> Bool {
        let arguments = subscriptExpression.arguments
        guard Self.hasOffsetIndices(baseType), arguments.count == 1, arguments[0].label == nil,
              case .offsetIndex(let owner) = Checker(probing: self).expression(arguments[0].value, expected: nil).type,
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

    /// Whether `type`'s indices are `offsetIndex`es: a Set, a Dictionary, a `ClosedRange<Int>`.
    static func hasOffsetIndices(_ type: SwiftType) -> Bool {
        isHashed(type) || type == .range(.int, closed: true)
    }

    /// The type of `type`'s positions for moving them: its `offsetIndex` (a `Slice`'s base's),
    /// or a `Range<Int>`'s Int values; nil for other types.
    static func positionType(of type: SwiftType) -> SwiftType? {
        if hasOffsetIndices(type) { return .offsetIndex(type) }
        if let owner = offsetSliceBase(type) { return .offsetIndex(owner) }
        return type == .range(.int, closed: false) ? .int : nil
    }

    /// The first and last valid position of a collection value: a `Range<Int>`'s or a `Slice`'s
    /// bounds, else 0 and its count.
    static func positionBounds(_ value: Value, line: Int) throws -> (Int, Int) {
        if case .range(.int(let lower), .int(let upper), closed: false) = value.unboxed { return (lower, upper) }
        if let (start, end, _) = offsetSliceFields(value) { return (start, end) }
        return (0, try elementCount(value, line: line))
    }

    /// Swift's trap for an index that is not the collection's.
    static func invalidIndexMessage(_ type: SwiftType) -> String {
        switch type {
        case .set: return "Attempting to access Set elements using an invalid index"
        case .dictionary: return "Attempting to access Dictionary elements using an invalid index"
        default: return "Index out of range"
        }
    }
}
