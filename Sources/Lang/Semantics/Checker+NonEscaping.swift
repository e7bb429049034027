/// Swift's rule for non-escaping closure parameters: a parameter of function type written without
/// `@escaping` may be called and passed on to another non-escaping parameter, but not stored
/// (assigned, appended, put in a literal, returned, passed to an `@escaping` or generic
/// parameter). swiftc rejects those uses when it type-checks, with the wordings below.
extension Checker {
    /// Whether a parameter declared with `type` is a non-escaping closure: a function type (not
    /// an optional one, which is implicitly escaping) without `@escaping`; an `@autoclosure` one too.
    static func isNonEscaping(_ type: TypeExpr, resolved: SwiftType) -> Bool {
        guard case .function = resolved else { return false }
        if case .attributed(let attributes, _) = type.kind {
            return !attributes.contains { $0.name.name == "escaping" }
        }
        return true
    }

    /// Whether a parameter declared with `type` is written `@escaping`.
    static func isEscaping(_ type: TypeExpr) -> Bool {
        guard case .attributed(let attributes, _) = type.kind else { return false }
        return attributes.contains { $0.name.name == "escaping" }
    }

    /// Whether a parameter's written type is `inout T` (through its attributes).
    static func isInoutType(_ type: TypeExpr) -> Bool {
        var written = type
        if case .attributed(_, let inner) = written.kind { written = inner }
        if case .inOut = written.kind { return true }
        return false
    }

    /// The name of the non-escaping closure parameter `value` names (through parentheses), or nil.
    func nonEscapingParameter(_ value: Expr) -> String? {
        var current = value
        while case .paren(let inner) = current.kind { current = inner }
        guard case .identifier(let name, let generics) = current.kind, generics.isEmpty,
              case .variable(let variable)? = lookup(name.name), variable.isNonEscaping else { return nil }
        return name.name
    }

    /// Reports `value` when it is a non-escaping parameter stored by an assignment (swiftc points
    /// at the `=`).
    func rejectNonEscapingAssignment(_ value: Expr, operatorRange: SourceRange) {
        guard let name = nonEscapingParameter(value) else { return }
        error("assigning non-escaping parameter '\(name)' to an '@escaping' closure", operatorRange)
    }

    /// Reports `value` when it is a non-escaping parameter returned or put in a collection literal.
    func rejectNonEscapingUse(_ value: Expr) {
        guard let name = nonEscapingParameter(value) else { return }
        error("using non-escaping parameter '\(name)' in a context expecting an '@escaping' closure", value.range)
    }

    /// Reports `value` when it is a non-escaping parameter passed as an argument for a parameter
    /// of `type` (before generic substitution), or for a parameter declared `@escaping`.
    func rejectNonEscapingArgument(_ value: Expr, parameterType type: SwiftType, isEscaping: Bool) {
        if case .generic(let parameter) = type { return rejectNonEscapingArgument(value, genericParameter: parameter.name) }
        guard isEscaping, let name = nonEscapingParameter(value) else { return }
        error("passing non-escaping parameter '\(name)' to function expecting an '@escaping' closure", value.range)
    }

    /// Reports `value` when it is a non-escaping parameter passed where `Any` is expected
    /// (`print(body)`): boxing it in an existential could keep it past the call.
    func rejectNonEscapingArgument(_ value: Expr, anyParameter type: SwiftType) {
        guard case .existential(let protocols) = type, protocols.isEmpty, nonEscapingParameter(value) != nil else { return }
        error("converting non-escaping value to 'Any' may allow it to escape", value.range)
    }

    /// Reports `value` when it is a non-escaping parameter passed for the generic parameter
    /// `generic` (`Element` of `append(_:)`).
    func rejectNonEscapingArgument(_ value: Expr, genericParameter generic: String) {
        if let name = nonEscapingParameter(value) {
            error("converting non-escaping parameter '\(name)' to generic parameter '\(generic)' may allow it to escape", value.range)
        }
    }
}

extension Checker {
    /// A class's property or method named without `self.` in an escaping closure that does not
    /// capture `self`: swiftc wants the capture of `self` written.
    func requireExplicitSelf(_ name: Identifier, of selfType: SwiftType, isMethod: Bool) {
        guard closureNeedsExplicitSelf, selfType.nominalDecl?.kind == .class else { return }
        let what = isMethod ? "call to method" : "reference to property"
        error("\(what) '\(name.name)' in closure requires explicit use of 'self' to make capture semantics explicit", name.range)
    }
}

extension Checker {
    /// An `inout` parameter `name` of `function` read inside an escaping closure made in it:
    /// the closure could outlive the access, so swiftc rejects it at the closure's start.
    func rejectEscapingCapture(of name: String, in function: FunctionContext) {
        let message = "escaping closure captures 'inout' parameter '\(name)'"
        for closure in escapingClosures where closure.function.isInside(function)
            && !diagnostics.contains(where: { $0.message == message && $0.range == closure.start }) {
            error(message, closure.start)
        }
    }
}

extension Checker {
    /// `self` of `function` read from a closure inside it: when `function` is a value type's
    /// mutating method or initialiser, `self` is `inout` there, and an escaping closure that
    /// captures it is swiftc's error at the closure's start (one whose capture list copies
    /// `[self]` captures the copy instead).
    func rejectEscapingSelfCapture(in function: FunctionContext) {
        guard function.isMutating || function.isInitializer, let kind = function.selfType?.nominalDecl?.kind,
              kind != .class else { return }
        let open = escapingClosures.filter { $0.function.isInside(function) }
        guard !open.contains(where: \.copiesSelf) else { return }
        let message = "escaping closure captures mutating 'self' parameter"
        for closure in open where !diagnostics.contains(where: { $0.message == message && $0.range == closure.start }) {
            error(message, closure.start)
        }
    }
}

extension FunctionContext {
    /// Whether the function is made inside `outer` (at any depth).
    func isInside(_ outer: FunctionContext) -> Bool {
        var current = parent
        var hops = 0
        while let function = current, hops < 10_000 {
            if function === outer { return true }
            current = function.parent
            hops += 1
        }
        return false
    }
}
