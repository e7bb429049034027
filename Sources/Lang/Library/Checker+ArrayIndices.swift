/// The rules of an array's positions (`StandardLibrary+ArrayIndices.swift`): Int arithmetic that
/// traps on overflow, as Swift's does.
extension Checker {
    func arrayIndexRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base else { return nil }
        let parameters: [(String?, SwiftType)]
        let step: Int?
        switch site.arguments.map({ $0.label?.name }) {
        case ["after"]: (step, parameters) = (1, [("after", .int)])
        case ["before"]: (step, parameters) = (-1, [("before", .int)])
        case [nil, "offsetBy"]: (step, parameters) = (nil, [(nil, .int), ("offsetBy", .int)])
        default: return nil
        }
        guard let nodes = simpleArguments(site.arguments, parameters, range: site.range) else { return Typed(base.node, .error) }
        return Typed(BuiltinCall(arguments: nodes, line: site.line) { values, _, line in
            let (moved, overflow) = (values[0].intValue ?? 0).addingReportingOverflow(step ?? values[1].intValue ?? 0)
            guard !overflow else { throw RuntimeError(IntegerArithmetic.overflow, line: line) }
            return .int(moved)
        }, .int)
    }

    func arrayDistanceRule(_ site: BuiltinSite) -> Typed? {
        indexDistance(site, index: .int)
    }

    /// `distance(from:to:)` between two positions of type `index` held as Ints (an array's, a
    /// Set's, a ClosedRange's): their difference, which traps on overflow.
    func indexDistance(_ site: BuiltinSite, index: SwiftType) -> Typed? {
        guard let base = site.base else { return nil }
        guard let nodes = simpleArguments(site.arguments, [("from", index), ("to", index)], range: site.range) else {
            return Typed(base.node, .error)
        }
        return Typed(BuiltinCall(arguments: nodes, line: site.line) { values, _, line in
            let (distance, overflow) = (values[1].intValue ?? 0).subtractingReportingOverflow(values[0].intValue ?? 0)
            guard !overflow else { throw RuntimeError(IntegerArithmetic.overflow, line: line) }
            return .int(distance)
        }, .int)
    }
}
