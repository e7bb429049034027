/// The type a literal initial result takes in `reduce(_:_:)` and `reduce(into:_:)`.
extension Checker {
    /// The `Result` type swiftc picks for a literal-only `initial` (or nil to type it as usual):
    /// the literal's default type when the combining function type-checks with it, else the
    /// first other type the literal can be whose combining function type-checks — the elements'
    /// type first (`doubles.reduce(0) { $0 + $1 }` is a `Double`, `doubles.reduce(0) { n, _ in n + 1 }`
    /// an `Int`, `doubles.reduce(into: 0) { $0 += $1 }` a `Double`), then the floating-point types,
    /// which only the closure names (`rows.reduce(0) { $0 + $1.reduce(0, +) }` over `[[Double]]`).
    func accumulatorLiteralType(_ initial: Expr, combiner: Argument, element: SwiftType, isInto: Bool) -> SwiftType? {
        guard isLiteralOnly(initial) else { return nil }
        let literal = Checker(probing: self).expression(initial, expected: nil).type
        guard literal == .int || literal.isFloatingPoint else { return nil }
        let elementTakesLiteral = literal == .int
            ? element.isNumeric || genericParameter(element, conformingTo: "Numeric") != nil
            : element.isFloatingPoint
        func fits(_ result: SwiftType) -> Bool {
            let probe = Checker(probing: self)
            _ = probe.closureArgument(combiner, parameters: [result, element], result: isInto ? .void : result, firstIsInout: isInto)
            return !probe.diagnostics.contains { $0.severity == .error }
        }
        if fits(literal) { return nil }
        var candidates: [SwiftType] = elementTakesLiteral ? [element] : []
        candidates += [.double, .cgFloat, .float].filter { !candidates.contains($0) && $0 != literal }
        return candidates.first(where: fits)
    }
}
