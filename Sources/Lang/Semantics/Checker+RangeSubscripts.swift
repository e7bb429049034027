/// `Range<Int>`'s subscripts. A range of integers is a random-access collection whose indices
/// are its elements: `(0..<5)[2]` is 2 (outside the range, Swift's "Index out of range"), and a
/// range of positions gives a `Range<Int>`, its `SubSequence` (`r[1..<3]`, `r[2...]`), whose
/// bounds swiftc's unoptimised build does not check against the base's.
extension Checker {
    func integerRangeSubscript(_ base: Typed, _ argument: Expr, bracket: SourceRange, line: Int) -> Typed {
        let index = indexExpression(argument, expected: .int)
        if case .range(.int, let closed) = index.type {
            return Typed(BuiltinCall(arguments: [base.node, index.node], line: line) { values, _, line in
                guard case .range(let baseLower, let baseUpper, _) = values[0], case .range(let lower, let upper, _) = values[1] else {
                    throw RuntimeError("range subscript of the wrong type", line: line)
                }
                var end = upper.intValue ?? baseUpper.intValue ?? 0
                if closed, upper.intValue != nil {
                    guard end < Int.max else { throw RuntimeError("Range requires lowerBound <= upperBound", line: line) }
                    end += 1
                }
                return .range(.int(lower.intValue ?? baseLower.intValue ?? 0), .int(end), closed: false)
            }, .range(.int, closed: false))
        }
        if index.type == .error { return Typed(base.node, .error) }
        guard converts(index.type, to: .int) else {
            error("no exact matches in call to subscript", bracket)
            return Typed(base.node, .error)
        }
        let position = coerce(index, to: .int, at: caret(argument), role: .argument)
        return Typed(BuiltinCall(arguments: [base.node, position], line: line) { values, _, line in
            guard case .range(.int(let lower), .int(let upper), _) = values[0], case .int(let index) = values[1] else {
                throw RuntimeError("range subscript of the wrong type", line: line)
            }
            guard index >= lower, index < upper else { throw RuntimeError("Index out of range", line: line) }
            return .int(index)
        }, .int)
    }
}
