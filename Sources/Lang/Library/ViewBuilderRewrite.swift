/// SwiftUI's `@ViewBuilder` as a rewrite of a closure's statements: each expression statement
/// becomes an argument of `_buildViews(…)` (the prelude's builder function), an `if`/`else` on a
/// Boolean becomes a conditional between two built lists, and declarations stay statements
/// before the final `return`. The checker then types the result like any Swift code.
///
/// It is syntax to syntax, so every diagnostic still points at what the user wrote; new nodes
/// reuse the ids and ranges of the statements they stand for.
enum ViewBuilderRewrite {
    /// The builder function the rewritten body returns the result of.
    static let builderName = "_buildViews"

    /// `statements` as a body that returns one `_ViewList`.
    static func body(_ statements: [Stmt], range: SourceRange) -> [Stmt] {
        let (prefix, call) = build(statements, range: range)
        return prefix + [Stmt(id: call.id, range: call.range, kind: .return(call))]
    }

    /// The statements kept as they are, and the `_buildViews(…)` call of the views.
    private static func build(_ statements: [Stmt], range: SourceRange) -> ([Stmt], Expr) {
        var prefix: [Stmt] = []
        var views: [Expr] = []
        for statement in statements {
            switch statement.kind {
            case .expression(let value) where !isAssignment(value):
                views.append(value)
            case .return(let value?):
                views.append(value)
            case .if(let ifStatement):
                if let conditional = conditional(ifStatement, range: statement.range) {
                    views.append(conditional)
                } else {
                    prefix.append(statement)
                }
            default:
                prefix.append(statement)
            }
        }
        let id = statements.last?.id ?? NodeID(0)
        let callee = Expr(id: id, range: range, kind: .identifier(Identifier(builderName, range: range), genericArguments: []))
        let arguments = views.map { Argument(label: nil, value: $0, range: $0.range) }
        let call = Expr(id: id, range: range, kind: .call(CallExpr(callee: callee, arguments: arguments, trailingClosures: [])))
        return (prefix, call)
    }

    /// `condition ? _buildViews(then…) : _buildViews(else…)`, when the `if` tests one Boolean and
    /// its branches declare nothing; nil otherwise (the `if` is left as a statement).
    private static func conditional(_ ifStatement: IfStmt, range: SourceRange) -> Expr? {
        guard ifStatement.conditions.count == 1, case .expression(let condition) = ifStatement.conditions[0].kind else {
            return nil
        }
        let (thenPrefix, thenViews) = build(ifStatement.body.statements, range: ifStatement.body.range)
        guard thenPrefix.isEmpty else { return nil }
        let elseViews: Expr
        switch ifStatement.elseBranch {
        case .block(let block)?:
            let (elsePrefix, views) = build(block.statements, range: block.range)
            guard elsePrefix.isEmpty else { return nil }
            elseViews = views
        case .elseIf(let inner)?:
            guard case .if(let innerIf) = inner.kind, let views = conditional(innerIf, range: inner.range) else { return nil }
            elseViews = build([Stmt(id: inner.id, range: inner.range, kind: .expression(views))], range: inner.range).1
        case nil:
            elseViews = build([], range: range).1
        }
        return Expr(id: condition.id, range: range, kind: .ternary(condition: condition, then: thenViews, else: elseViews))
    }

    private static func isAssignment(_ value: Expr) -> Bool {
        if case .binary(let binary) = value.kind { return binary.op == .assign || binary.op.compoundBase != nil }
        return false
    }
}

extension Checker {
    /// `closure` with its body rewritten by `ViewBuilderRewrite` when it is passed where the
    /// library's `@ViewBuilder` content (a function returning `_ViewList`) is expected.
    func viewBuilderClosure(_ closure: ClosureExpr, expected: SwiftType?, range: SourceRange) -> ClosureExpr {
        guard case .function(let function)? = expected?.unwrappingOptionals,
              case .nominal(let decl, _) = function.result, decl.name == "_ViewList",
              case .type(.nominal(let library, _))? = lookup("_ViewList"), library === decl else { return closure }
        var rewritten = closure
        rewritten.body = ViewBuilderRewrite.body(closure.body, range: range)
        return rewritten
    }
}
