/// Which statements can finish and let the next one run, for definite initialisation: swiftc
/// does not check code after a `return`, a `break` or a call that never returns, so neither does
/// `InitializationTracker`. The answer is "cannot" whenever it is not certain that some path
/// falls through (an unsure "cannot" only leaves code unchecked; an unsure "can" could reject a
/// program swiftc accepts).
extension Checker {
    /// Whether control can fall through `statement` (asked after it is lowered, so that calls of
    /// type `Never` are known).
    func completesNormally(_ statement: Stmt, depth: Int = 0) -> Bool {
        guard depth < 64 else { return false }
        switch statement.kind {
        case .return, .throw, .break, .continue, .fallthrough:
            return false
        case .expression(let value):
            return !initialization.neverReturning.contains(value.id)
        case .if(let ifStatement):
            switch ifStatement.elseBranch {
            case nil: return true
            case .elseIf(let next)?:
                return blockCompletes(ifStatement.body.statements, depth: depth) || completesNormally(next, depth: depth + 1)
            case .block(let block)?:
                return blockCompletes(ifStatement.body.statements, depth: depth)
                    || blockCompletes(block.statements, depth: depth)
            }
        case .while(let loop):
            return !isLiteralTrue(loop.conditions)
        case .repeat(let loop):
            if case .booleanLiteral(true) = loop.condition.kind { return false }
            return blockCompletes(loop.body.statements, depth: depth)
        case .switch(let switchStatement):
            return switchStatement.cases.contains {
                blockCompletes($0.body, depth: depth) || breaksOutOfSwitch($0.body, depth: depth + 1)
            }
        case .do(let doStatement):
            if blockCompletes(doStatement.body.statements, depth: depth) { return true }
            // A catch clause runs only if the body can throw.
            guard canThrow(doStatement.body) else { return false }
            return doStatement.catches.contains { blockCompletes($0.body.statements, depth: depth) }
        case .labeled(_, let inner):
            return completesNormally(inner, depth: depth + 1)
        case .for, .guard, .declaration, .defer, .ifConfig:
            return true
        case .error:
            return false
        }
    }

    private func blockCompletes(_ statements: [Stmt], depth: Int) -> Bool {
        activeStatements(statements).allSatisfy { completesNormally($0, depth: depth + 1) }
    }

    /// Whether the statements of a `case` contain a `break` that leaves the switch (not one
    /// inside a loop or another switch).
    private func breaksOutOfSwitch(_ statements: [Stmt], depth: Int) -> Bool {
        guard depth < 64 else { return false }
        return activeStatements(statements).contains { statement in
            switch statement.kind {
            case .break(nil): return true
            case .if(let ifStatement):
                if breaksOutOfSwitch(ifStatement.body.statements, depth: depth + 1) { return true }
                switch ifStatement.elseBranch {
                case .elseIf(let next)?: return breaksOutOfSwitch([next], depth: depth + 1)
                case .block(let block)?: return breaksOutOfSwitch(block.statements, depth: depth + 1)
                case nil: return false
                }
            case .guard(let guardStatement): return breaksOutOfSwitch(guardStatement.body.statements, depth: depth + 1)
            case .do(let doStatement):
                return breaksOutOfSwitch(doStatement.body.statements, depth: depth + 1)
                    || doStatement.catches.contains { breaksOutOfSwitch($0.body.statements, depth: depth + 1) }
            default: return false
            }
        }
    }

    func isLiteralTrue(_ conditions: [Condition]) -> Bool {
        guard conditions.count == 1, case .expression(let value) = conditions[0].kind,
              case .booleanLiteral(true) = value.kind else { return false }
        return true
    }

    /// Whether a `do` body's text has `try` or `throw` in it, so that its catch clauses can run
    /// (without the cell's text: no, which leaves the code after the `do` unchecked).
    func canThrow(_ block: CodeBlock) -> Bool {
        let start = block.range.start.offset, end = block.range.end.offset
        guard start >= 0, start <= end, end <= sourceScalars.count else { return false }
        let text = String(String.UnicodeScalarView(sourceScalars[start..<end]))
        return text.contains("try") || text.contains("throw")
    }
}
