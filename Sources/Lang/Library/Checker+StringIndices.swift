/// The rules of `String.Index` (`StandardLibrary+StringIndices.swift`): an index is the number
/// of Characters before it, checked against the string it moves in.
extension Checker {
    func stringBoundRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, base.type.isText else { return nil }
        let isStart = site.name == "startIndex"
        return Typed(Unary(base.node, line: site.line) { value, _ in
            .int(isStart ? 0 : Checker.stringText(value).count)
        }, .stringIndex)
    }

    func stringIndexRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, base.type.isText else { return nil }
        let labels = site.arguments.map { $0.label?.name }
        let step: Int?
        let parameters: [(String?, SwiftType)]
        switch labels {
        case ["after"]: (step, parameters) = (1, [("after", .stringIndex)])
        case ["before"]: (step, parameters) = (-1, [("before", .stringIndex)])
        case [nil, "offsetBy"]: (step, parameters) = (nil, [(nil, .stringIndex), ("offsetBy", .int)])
        case [nil, "offsetBy", "limitedBy"]: (step, parameters) = (nil, [(nil, .stringIndex), ("offsetBy", .int), ("limitedBy", .stringIndex)])
        default: return nil
        }
        guard let nodes = simpleArguments(site.arguments, parameters, range: site.range) else { return Typed(base.node, .error) }
        let limited = parameters.count == 3
        return Typed(BuiltinCall(arguments: [base.node] + nodes, line: site.line) { values, _, line in
            let count = Checker.stringText(values[0]).count
            let start = values[1].intValue ?? 0
            let distance = step ?? values[2].intValue ?? 0
            let (moved, overflow) = start.addingReportingOverflow(distance)
            if limited, let limit = values[3].intValue,
               distance >= 0 ? (limit >= start && (overflow || moved > limit)) : (limit <= start && (overflow || moved < limit)) {
                return .null
            }
            guard !overflow, start >= 0, start <= count, moved >= 0, moved <= count else {
                throw RuntimeError("String index is out of bounds", line: line)
            }
            return .int(moved)
        }, limited ? .optional(.stringIndex) : .stringIndex)
    }

    func stringDistanceRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, base.type.isText else { return nil }
        guard let nodes = simpleArguments(site.arguments, [("from", .stringIndex), ("to", .stringIndex)], range: site.range) else {
            return Typed(base.node, .error)
        }
        return Typed(BuiltinCall(arguments: [base.node] + nodes, line: site.line) { values, _, line in
            let (distance, overflow) = (values[2].intValue ?? 0).subtractingReportingOverflow(values[1].intValue ?? 0)
            guard !overflow else { throw RuntimeError("String index is out of bounds", line: line) }
            return .int(distance)
        }, .int)
    }

    /// The index type of a collection type: `String.Index` for text, `Int` for the rest.
    static func indexType(of type: SwiftType) -> SwiftType {
        type.isText ? .stringIndex : .int
    }

    /// The index of a collection value's first element: an `ArraySlice`'s in its array, else 0.
    static func startOffset(of value: Value) -> Int {
        if case .slice(_, let start) = value { return start }
        return 0
    }
}
