/// What a compiled call `f(x)` knows: its syntax and caches for the callee.
final class OneArgumentCallSite {
    /// The call; it owns the compiled closure that owns this site, hence unowned.
    unowned(unsafe) let expr: Expr
    let callee: NameCache
    let calleeStart: SourceLocation
    let initializers = BuiltinTypeCache()
    let argument: CompiledExpr
    let argumentStart: SourceLocation
    /// What the callee was the last time it was found in the globals (a builtin type such as
    /// `Double`, or `sin` unbound there and so the builtin) with a `numeric` function: the
    /// callee, its function, and the globals and their `globalGeneration` then. While the
    /// generation is unchanged no global slot has been rebound, so the callee is the same and
    /// the call skips the lookup.
    @exclusivity(unchecked) var rememberedCallee: Value?
    @exclusivity(unchecked) var rememberedNumeric: (@convention(c) (Double) -> Double)?
    @exclusivity(unchecked) var rememberedGlobals: ObjectIdentifier?
    @exclusivity(unchecked) var rememberedGeneration = -1

    init(expr: Expr, name: String, calleeStart: SourceLocation, argument: @escaping CompiledExpr, argumentStart: SourceLocation) {
        self.expr = expr
        self.callee = NameCache(name)
        self.calleeStart = calleeStart
        self.argument = argument
        self.argumentStart = argumentStart
    }
}

/// What a compiled assignment to a name knows.
final class AssignmentSite {
    /// The assignment; it owns the compiled closure that owns this site, hence unowned.
    unowned(unsafe) let expr: Expr
    let target: Expr
    let name: NameCache
    let value: CompiledExpr
    /// The target read as an expression (for `+=` and the like).
    let current: CompiledExpr
    /// `+` for `+=` and so on; nil for `=`.
    let arithmeticOperator: String?
    /// The operator on two numbers, for `+=`, `-=`, `*=`, `/=`; nil otherwise.
    let combine: (Double, Double) -> Double?

    init(expr: Expr, operator op: String, target: Expr, name: String, value: @escaping CompiledExpr, current: @escaping CompiledExpr) {
        self.expr = expr
        self.target = target
        self.name = NameCache(name)
        self.value = value
        self.current = current
        arithmeticOperator = op == "=" ? nil : String(op.dropLast())
        switch op {
        case "+=": combine = { $0 + $1 }
        case "-=": combine = { $0 - $1 }
        case "*=": combine = { $0 * $1 }
        case "/=": combine = { $0 / $1 }
        default: combine = { _, _ in nil }
        }
    }
}

/// What a compiled `xs.append(x)` knows.
final class AppendSite {
    /// The call; it owns the compiled closure that owns this site, hence unowned.
    unowned(unsafe) let expr: Expr
    let callee: Expr
    let arguments: [Argument]
    let baseName: String
    let base: NameCache
    let baseStart: SourceLocation
    let argument: CompiledExpr

    init(expr: Expr, callee: Expr, arguments: [Argument], baseName: String, baseStart: SourceLocation, argument: @escaping CompiledExpr) {
        self.expr = expr
        self.callee = callee
        self.arguments = arguments
        self.baseName = baseName
        self.base = NameCache(baseName)
        self.baseStart = baseStart
        self.argument = argument
    }
}
