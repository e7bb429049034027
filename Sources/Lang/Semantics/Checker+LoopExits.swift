extension Checker {
    /// Whether a loop body has a way out of it before its end: a `break`, `return` or `throw`
    /// statement at any depth of its statements (a `break` of an inner loop or switch counts
    /// too, which only makes the check more lenient), or a call that never returns. Read from
    /// the tree, not the text, so a word in a string or a name (`print("returned")`) is not a way
    /// out; closures are not looked into, as their statements leave the closure, not the loop.
    func canLeaveEarly(_ block: CodeBlock) -> Bool {
        block.statements.contains(where: leavesEarly)
    }

    /// Whether `statement` is, or holds, a way out of the loop around it.
    private func leavesEarly(_ statement: Stmt) -> Bool {
        switch statement.kind {
        case .break, .return, .throw:
            return true
        case .expression(let value):
            guard case .call(let call) = value.kind, case .identifier(let name, _) = call.callee.kind else { return false }
            return ["fatalError", "preconditionFailure", "exit"].contains(name.name)
        case .if(let ifStatement):
            switch ifStatement.elseBranch {
            case .elseIf(let next)?: return canLeaveEarly(ifStatement.body) || leavesEarly(next)
            case .block(let elseBlock)?: return canLeaveEarly(ifStatement.body) || canLeaveEarly(elseBlock)
            case nil: return canLeaveEarly(ifStatement.body)
            }
        case .guard(let guardStatement):
            return canLeaveEarly(guardStatement.body)
        case .while(let loop):
            return canLeaveEarly(loop.body)
        case .repeat(let loop):
            return canLeaveEarly(loop.body)
        case .for(let loop):
            return canLeaveEarly(loop.body)
        case .switch(let switchStatement):
            return switchStatement.cases.contains { $0.body.contains(where: leavesEarly) }
        case .do(let doStatement):
            return canLeaveEarly(doStatement.body) || doStatement.catches.contains { canLeaveEarly($0.body) }
        case .labeled(_, let inner):
            return leavesEarly(inner)
        case .ifConfig(let config):
            return config.clauses.contains { $0.elements.contains(where: leavesEarly) }
        case .error:
            // A statement that did not parse: leave the loop unchecked.
            return true
        case .declaration, .continue, .defer, .fallthrough:
            return false
        }
    }
}
