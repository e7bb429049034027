/// `clamped(to:)` and `overlaps(_:)` of a `Range` or a `ClosedRange` of any `Comparable` bound
/// (numbers, a program's own type), computed as Swift's are, by the bound's `<` (a program's own
/// operator when it has one) and `==`.
extension Checker {
    /// `r.clamped(to: limits)`: the range cut to `limits`, a range of the same kind.
    func rangeClampedRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, case .range = base.type,
              let nodes = simpleArguments(site.arguments, [("to", base.type)], range: site.range) else { return nil }
        return Typed(BuiltinCall(arguments: [base.node, nodes[0]], line: site.line) { values, interpreter, line in
            guard case .range(let lower, let upper, let closed) = values[0].unboxed,
                  case .range(let limitLower, let limitUpper, _) = values[1].unboxed else { throw RuntimeError("not a range", line: line) }
            func less(_ a: Value, _ b: Value) throws -> Bool { try StaticWitness.compare(.less, a, b, interpreter, line: line) }
            // As Swift's: each bound moved inside the limits, from the side it lies past.
            let newLower = try less(lower, limitLower) ? limitLower : less(limitUpper, lower) ? limitUpper : lower
            let newUpper = try less(limitUpper, upper) ? limitUpper : less(upper, limitLower) ? limitLower : upper
            return .range(newLower, newUpper, closed: closed)
        }, base.type)
    }

    /// `r.overlaps(other)`: whether the two ranges (either kind each) share a value.
    func rangeOverlapsRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, case .range(let bound, let closed) = base.type, site.arguments.count == 1,
              site.arguments[0].label == nil else { return nil }
        var other = expression(site.arguments[0].value, expected: base.type)
        if case .range(let otherBound, _) = other.type, otherBound == bound {} else {
            other = Typed(coerce(other, to: base.type, at: caret(site.arguments[0].value), role: .argument), base.type)
        }
        let otherClosed: Bool
        if case .range(_, let kind) = other.type { otherClosed = kind } else { otherClosed = closed }
        return Typed(BuiltinCall(arguments: [base.node, other.node], line: site.line) { values, interpreter, line in
            guard case .range(let lower, let upper, _) = values[0].unboxed,
                  case .range(let otherLower, let otherUpper, _) = values[1].unboxed else { throw RuntimeError("not a range", line: line) }
            func less(_ a: Value, _ b: Value) throws -> Bool { try StaticWitness.compare(.less, a, b, interpreter, line: line) }
            func isEmpty(_ a: Value, _ b: Value) throws -> Bool { try StaticWitness.compare(.equal, a, b, interpreter, line: line) }
            // Disjoint when one lies wholly before the other (a half-open range's upper bound is
            // outside it) or a half-open one is empty, asked in Swift's order.
            let disjoint: Bool
            switch (closed, otherClosed) {
            case (false, false):
                disjoint = try !less(lower, otherUpper) || !less(otherLower, upper) || isEmpty(lower, upper) || isEmpty(otherLower, otherUpper)
            case (false, true):
                disjoint = try less(otherUpper, lower) || !less(otherLower, upper) || isEmpty(lower, upper)
            case (true, false):
                disjoint = try less(upper, otherLower) || !less(lower, otherUpper) || isEmpty(otherLower, otherUpper)
            case (true, true):
                disjoint = try less(otherUpper, lower) || less(upper, otherLower)
            }
            return .bool(!disjoint)
        }, .bool)
    }
}
