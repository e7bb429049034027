/// A program's own `@autoclosure` parameters: the argument written at the call is an expression
/// of the function type's result, which swiftc wraps in a closure evaluated only when (and as
/// often as) the callee calls it. The wrapped argument is an ordinary closure from here on, so
/// the runtime needs nothing of its own.
extension Checker {
    /// Whether a parameter's written type carries `@autoclosure` that swiftc accepts: on a function
    /// type of no parameters. Otherwise reports swiftc's error at the attribute and gives false.
    func autoclosureAttribute(_ written: TypeExpr, resolved: SwiftType) -> Bool {
        guard case .attributed(let attributes, _) = written.kind,
              let attribute = attributes.first(where: { $0.name.name == "autoclosure" }) else { return false }
        switch resolved {
        case .function(let function) where function.parameters.isEmpty:
            return true
        case .function:
            error("argument type of '@autoclosure' parameter must be '()'", attribute.name.range)
        case .error:
            break
        default:
            error("'@autoclosure' only applies to function types", attribute.name.range)
        }
        return false
    }

    /// The type an argument for `parameter` is written as: an autoclosure's result type, or the
    /// parameter's type; generic parameters are inferred from it.
    func autoclosurePattern(_ parameter: ParameterSpec) -> SwiftType {
        guard parameter.isAutoclosure, case .function(let function) = parameter.type else { return parameter.type }
        return function.result
    }

    /// `value` wrapped as the body of a closure of no parameters, to be typed against the
    /// autoclosure parameter's function `type`; nil, with swiftc's error reported, when `value`
    /// is no result of it. A function of no parameters passed whole (`{ true }`, or a closure
    /// variable) is "add () to forward"; any other mismatch is worded as an argument's.
    func autoclosureArgument(_ value: Expr, type: SwiftType) -> Expr? {
        guard case .function(let function) = type else { return nil }
        let result = function.result
        let alone = Checker(probing: self).expression(value, expected: result).type
        if case .function(let passed) = alone, passed.parameters.isEmpty, !acceptsClosure(result) {
            error("add () to forward '@autoclosure' parameter", value.range)
            return nil
        }
        if !hasError(alone), !containsGeneric(result), !converts(alone, to: result) {
            _ = coerce(expression(value, expected: result), to: result, at: caret(value), role: .argument)
            return nil
        }
        return autoclosureWrapped(value)
    }

    /// `value` as the body of a closure of no parameters (the closure swiftc makes of it).
    func autoclosureWrapped(_ value: Expr) -> Expr {
        let body = [Stmt(id: value.id, range: value.range, kind: .expression(value))]
        var closure = ClosureExpr(attributes: [], captures: [], parameters: nil, hasParenthesizedParameters: false,
                                  effects: Effects(), resultType: nil, body: body)
        closure.isAutoclosure = true
        return Expr(id: value.id, range: value.range, kind: .closure(closure))
    }
}
