/// Swift 5.9's `if` expression (SE-0380): `let x = if a { 1 } else if b { 2 } else { 3 }`, and
/// an `if`/`else if`/`else` chain as a function's, getter's or closure's whole body.
extension Checker {
    /// The branches' value expressions, in order, when every branch of the chain is one
    /// expression or ends with `throw`, and it ends with an unconditional `else`; nil for any
    /// other `if`.
    func ifExpressionBranches(_ ifStatement: IfStmt) -> [Expr]? {
        let first: [Expr]
        if let value = singleExpression(ifStatement.body.statements) { first = [value] } else if endsWithThrow(ifStatement.body) {
            first = []
        } else {
            return nil
        }
        switch ifStatement.elseBranch {
        case .block(let block)?:
            if endsWithThrow(block) { return first }
            guard let last = singleExpression(block.statements) else { return nil }
            return first + [last]
        case .elseIf(let statement)?:
            guard case .if(let inner) = statement.kind, let rest = ifExpressionBranches(inner) else { return nil }
            return first + rest
        case nil:
            return nil
        }
    }

    /// A branch's one expression: an expression statement other than an assignment, or an
    /// `if` or `switch` statement that is itself an expression.
    private func singleExpression(_ statements: [Stmt]) -> Expr? {
        implicitlyReturned(statements, branching: true)
    }

    /// An `if` expression as a chain of conditional nodes. With a contextual type each branch
    /// converts to it; without one each branch is typed on its own and all must agree, as swiftc
    /// requires ("branches have mismatching types"); a `Never` branch (`fatalError()`) fits any.
    /// An opaque type (`some P`) is one concrete type, so there too the branches must agree.
    func ifExpression(_ ifStatement: IfStmt, expected: SwiftType?, range: SourceRange) -> Typed {
        guard shapeIsExpression(ifStatement, range: range) else { return Typed(Constant(.void, line: range.line), .error) }
        var agreed: (type: SwiftType, at: SourceRange)?
        var reported = false
        func agree(_ typed: Typed, _ value: Expr) {
            guard typed.type != .never, typed.type != .error else { return }
            if let agreed, agreed.type != typed.type, agreed.type != .error, !reported {
                error("branches have mismatching types '\(agreed.type)' and '\(typed.type)'", agreed.at)
                reported = true
            }
            if agreed == nil { agreed = (typed.type, caret(value).startOnly) }
        }
        let isOpaqueResult = opaqueResultValueRanges.contains(range)
        func branch(_ value: Expr) -> Expression {
            if let expected {
                // A nested `if` in an opaque result's branch is that result too.
                if isOpaqueResult { opaqueResultValueRanges.insert(value.range) }
                let typed = expression(value, expected: expected)
                // A nested `if` or `switch` there is typed as the result; it compared its own branches.
                if Self.isOpaque(expected) || (isOpaqueResult && typed.type != expected) { agree(typed, value) }
                return coerce(typed, to: expected, at: caret(value), role: .annotation)
            }
            if case .nilLiteral = value.kind {
                error("'nil' requires a contextual type", value.range)
                return Constant(.null, line: value.range.line)
            }
            let typed = expression(value, expected: nil)
            agree(typed, value)
            return typed.node
        }
        func chain(_ link: IfStmt) -> Expression {
            let (test, then) = inScope { () -> (Expression, Expression) in
                let conditions = lowerConditions(link.conditions)
                return (Test.condition(conditions, line: link.body.range.line), throwingBranch(link.body) ?? branch(branchValue(link.body)))
            }
            let otherwise: Expression
            switch link.elseBranch {
            case .block(let block)?: otherwise = inScope { throwingBranch(block) ?? branch(branchValue(block)) }
            case .elseIf(let statement)?:
                guard case .if(let inner) = statement.kind else { return then }
                otherwise = chain(inner)
            case nil: otherwise = then
            }
            return Ternary(test, then, otherwise, line: link.body.range.line)
        }
        let node = chain(ifStatement)
        return Typed(node, expected ?? agreed?.type ?? .void)
    }

    /// Whether the chain can be an expression, reporting swiftc's error where it cannot: each
    /// branch one expression, and a final unconditional `else`.
    private func shapeIsExpression(_ ifStatement: IfStmt, range: SourceRange) -> Bool {
        var link = ifStatement
        while true {
            guard checkBranch(link.body) else { return false }
            switch link.elseBranch {
            case .block(let block)?:
                return checkBranch(block)
            case .elseIf(let statement)?:
                guard case .if(let inner) = statement.kind else { return false }
                link = inner
            case nil:
                error("'if' must have an unconditional 'else' to be used as expression", range.startOnly)
                return false
            }
        }
    }

    /// A branch's value (its shape checked by `shapeIsExpression` before it is read).
    private func branchValue(_ block: CodeBlock) -> Expr {
        singleExpression(block.statements) ?? Expr(id: block.id, range: block.range, kind: .error)
    }

    /// A branch that ends with `throw` (after any statements, as swiftc allows): its statements,
    /// which leave by the throw, so the branch has no value; nil for any other branch.
    private func throwingBranch(_ block: CodeBlock) -> Expression? {
        guard endsWithThrow(block), let last = block.statements.last else { return nil }
        let line = block.range.line
        expressionBranchThrows.insert(last.range)
        return StatementsThen(lowerStatements(block.statements, line: line, newScope: false), then: Constant(.void, line: line), line: line)
    }

    /// Whether the block is no single expression and its last statement is a `throw`.
    private func endsWithThrow(_ block: CodeBlock) -> Bool {
        guard singleExpression(block.statements) == nil, case .throw? = block.statements.last?.kind else { return false }
        return true
    }

    private func checkBranch(_ block: CodeBlock) -> Bool {
        if singleExpression(block.statements) != nil || endsWithThrow(block) { return true }
        if block.statements.isEmpty {
            error("expected expression in branch of 'if' expression", block.range.startOnly)
        } else {
            // swiftc points at the branch's closing brace.
            let end = SourceRange(at: SourceLocation(line: block.range.end.line, column: max(1, block.range.end.column - 1),
                                                     offset: max(0, block.range.end.offset - 1)))
            error("non-expression branch of 'if' expression may only end with a 'throw'", end)
        }
        return false
    }
}
