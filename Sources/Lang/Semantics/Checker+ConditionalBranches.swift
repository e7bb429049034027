/// The one type of a conditional's two results (`? :` and `if` expressions).
extension Checker {
    /// Lowers two branches to one type (for `?:` and `if` expressions).
    func unify(_ first: Expr, _ second: Expr, expected: SwiftType?, range: SourceRange) -> (Expression, Expression, SwiftType) {
        // A generic parameter still to be inferred (`apply(flag ? Loud() : Quiet())` for a `T`) is
        // no type to convert to: where the results do not fit it, they agree among themselves,
        // and a mismatch is worded as one, as swiftc does. (A generic function's own `T` in its
        // body, which `.zero` or a literal can be, stays the results' type.)
        if let expected, containsGeneric(expected), !resultsFit(first, second, expected) {
            return unify(first, second, expected: nil, range: range)
        }
        if let expected {
            let leftTyped = expression(first, expected: expected)
            let rightTyped = expression(second, expected: expected)
            if hasError(leftTyped.type) || hasError(rightTyped.type) { return (leftTyped.node, rightTyped.node, .error) }
            // A branch not of the wanted type gives the expression its own type (the second's
            // when both miss), so that an overload's probe fails (`scaleEffect(pressed ? 0.95 : 1)`
            // against `CGSize`) and the context reports it once at the `?` in its own words
            // ("specified type", "argument type"), as swiftc does.
            func fits(_ typed: Typed) -> Bool {
                let probe = Checker(probing: self)
                _ = probe.coerce(typed, to: expected, at: range, role: .element)
                return probe.diagnostics.isEmpty
            }
            if !fits(rightTyped) { return (leftTyped.node, rightTyped.node, rightTyped.type) }
            if !fits(leftTyped) { return (leftTyped.node, rightTyped.node, leftTyped.type) }
            let left = coerce(leftTyped, to: expected, at: caret(first), role: .element)
            let right = coerce(rightTyped, to: expected, at: caret(second), role: .element)
            return (left, right, expected)
        }
        if case .nilLiteral = first.kind {
            let other = expression(second, expected: nil)
            let type: SwiftType = other.type.optionalWrapped != nil ? other.type : .optional(other.type)
            return (Constant(.null, line: range.line), coerce(other, to: type, at: caret(second), role: .element), type)
        }
        if case .nilLiteral = second.kind {
            let other = expression(first, expected: nil)
            let type: SwiftType = other.type.optionalWrapped != nil ? other.type : .optional(other.type)
            return (coerce(other, to: type, at: caret(first), role: .element), Constant(.null, line: range.line), type)
        }
        if isLiteralOnly(first), !isLiteralOnly(second) || secondLiteralDecides(first, second) {
            let right = expression(second, expected: nil)
            let left = expression(first, expected: right.type)
            if !hasError(left.type), !hasError(right.type), left.type != right.type, !converts(left.type, to: right.type) {
                error("result values in '? :' expression have mismatching types '\(left.type)' and '\(right.type)'", caret(first))
                return (left.node, right.node, .error)
            }
            return (coerce(left, to: right.type, at: caret(first), role: .element), right.node, right.type)
        }
        let left = expression(first, expected: nil)
        var rightTyped = expression(second, expected: left.type)
        if case .nilLiteral = first.kind, rightTyped.type.optionalWrapped == nil {
            rightTyped = Typed(rightTyped.node, rightTyped.type)
            let type = SwiftType.optional(rightTyped.type)
            return (Constant(.null, line: range.line), rightTyped.node, type)
        }
        if left.type != rightTyped.type, case .optional(let wrapped) = left.type, wrapped == rightTyped.type {
            return (left.node, rightTyped.node, left.type)
        }
        if left.type != rightTyped.type, converts(left.type, to: rightTyped.type) {
            return (coerce(left, to: rightTyped.type, at: caret(first), role: .element), rightTyped.node, rightTyped.type)
        }
        if left.type != rightTyped.type, !converts(rightTyped.type, to: left.type), !hasError(left.type), !hasError(rightTyped.type) {
            // swiftc blames the first result, and says no more of the second.
            error("result values in '? :' expression have mismatching types '\(left.type)' and '\(rightTyped.type)'", caret(first))
            return (left.node, rightTyped.node, .error)
        }
        return (left.node, coerce(rightTyped, to: left.type, at: caret(second), role: .element), left.type)
    }

    /// Whether both results can be lowered to `expected` without a diagnostic.
    private func resultsFit(_ first: Expr, _ second: Expr, _ expected: SwiftType) -> Bool {
        let probe = Checker(probing: self)
        for result in [first, second] {
            let typed = probe.expression(result, expected: expected)
            _ = probe.coerce(typed, to: expected, at: caret(result), role: .element)
        }
        return probe.diagnostics.isEmpty
    }

    /// Whether the first of two literal-only branches can take the type the second has alone
    /// (`flag ? 1 : 2.5` is a Double, as `flag ? 2.5 : 1` is).
    private func secondLiteralDecides(_ first: Expr, _ second: Expr) -> Bool {
        let probe = Checker(probing: self)
        let type = probe.expression(second, expected: nil).type
        return probe.expression(first, expected: type).type == type && probe.diagnostics.isEmpty
    }
}
