/// Code the checker writes itself rather than parses: a function of its own (a key path or a
/// method used as a function, a type's `hashValue` through its `hash(into:)`), checked from
/// syntax made here.
extension Checker {
    /// Runs `body` inside a new function nested in the current one, with a scope of its own.
    func inNewFunction<Result>(_ body: (FunctionContext) -> Result) -> Result {
        let function = FunctionContext(parent: context)
        let savedScope = scope
        let savedContext = context
        context = function
        scope = Scope(parent: savedScope, function: function)
        defer {
            scope = savedScope
            context = savedContext
        }
        return body(function)
    }

    /// The name `text`, as syntax made here.
    func synthesizedName(_ text: String, at range: SourceRange) -> Expr {
        Expr(id: Self.synthesizedID, range: range, kind: .identifier(Identifier(text, range: range), genericArguments: []))
    }

    /// `base.text(arguments)`, as syntax made here.
    func synthesizedCall(_ base: Expr, _ text: String, _ arguments: [Argument], at range: SourceRange) -> Expr {
        let member = Expr(id: Self.synthesizedID, range: range,
                          kind: .member(base: base, name: Identifier(text, range: range), genericArguments: []))
        return Expr(id: Self.synthesizedID, range: range,
                    kind: .call(CallExpr(callee: member, arguments: arguments, trailingClosures: [])))
    }
}
