/// Typed throws (SE-0413): the error type a `throw` gives, so that `throw .bad` inside a
/// `throws(MyErr)` function or closure is `MyErr.bad`.
extension Checker {
    /// The `E` of `throws(E)`, or nil for `throws` without a type, `rethrows` or none.
    func thrownErrorType(_ effects: Effects) -> SwiftType? {
        guard case .throwing(let written?) = effects.throwing else { return nil }
        let type = resolveType(written)
        if case .error = type { return nil }
        return type
    }

    /// The type a `throw` here converts its value to: the enclosing function's or closure's
    /// `throws(E)` when no `catch` of its body is around the `throw`, else the innermost `do`'s
    /// `do throws(E)` (a `do` without one throws `any Error`); otherwise none.
    var thrownErrorContext: SwiftType? {
        guard catchDepth == 0 else { return doErrorTypes.last ?? nil }
        return context.owner.thrownError
    }

    /// Reports a throwing call here whose error type (`thrown`, nil for `any Error`) does not
    /// convert to the `throws(E)` around it (`try f()` of a `throws(F)` function in a
    /// `throws(E)` one), at the call, as swiftc words it; a `try?` or `try!` keeps the error in.
    func rejectThrownConversion(_ thrown: SwiftType?, at range: SourceRange) {
        guard absorbingTryDepth == 0, let wanted = thrownErrorContext, let error = builtinProtocol("Error") else { return }
        let type = thrown ?? .existential([error])
        guard type != wanted, !hasError(type), !hasError(wanted), !converts(type, to: wanted) else { return }
        self.error("thrown expression type '\(type)' cannot be converted to error type '\(wanted)'", range.startOnly)
    }

    /// Whether the `do`/`catch` clauses around this point in a function that does not throw all
    /// let some error through (`catch .bad` without a final `catch`): swiftc's "not exhaustive".
    var catchLeavesErrorsUnhandled: Bool {
        catchDepth > 0 && exhaustiveCatchDepth == 0 && !context.isThrowing && !isInClosure && !context.owner.isGlobal
    }

    /// Whether a `catch` clause catches every error: no pattern, or one that binds or ignores
    /// whatever was thrown (`catch let e`, `catch _`) without a `where`.
    static func catchesEverything(_ clause: CatchClause) -> Bool {
        if clause.items.isEmpty { return true }
        return clause.items.contains { item in
            guard item.whereClause == nil else { return false }
            var pattern = item.pattern
            if case .binding(_, let inner) = pattern.kind { pattern = inner }
            switch pattern.kind {
            case .wildcard, .identifier: return true
            default: return false
            }
        }
    }

    /// Notes that a throwing site of the `do` body being checked throws `type` (nil: `any Error`).
    func noteThrownType(_ type: SwiftType?) {
        guard !doThrowSites.isEmpty, catchDepth > 0, absorbingTryDepth == 0 else { return }
        doThrowSites[doThrowSites.count - 1].append(type)
    }

    /// The error type the `catch` clauses of a `do` see: `E` when every throwing site of its body
    /// is a call of a `throws(E)` function or function value, as swiftc infers it (`catch .bad`);
    /// nil (`any Error`) otherwise. A closure made in the body throws into its own context, not
    /// the `do`'s, so only its calls count.
    func caughtErrorType(_ sites: [SwiftType?]) -> SwiftType? {
        guard let first = sites.first, let type = first else { return nil }
        return sites.allSatisfy({ $0 == type }) ? type : nil
    }

    /// `any Error`, the type swiftc gives an implicit member thrown where no `throws(E)` types
    /// the `throw` (`throw .bad`: "type 'any Error' has no member 'bad'"), with the member's
    /// name and the protocol it is looked up in; nil for other values, which keep their own type.
    func untypedThrowContext(_ value: Expr) -> (context: SwiftType, base: SwiftType, name: Identifier)? {
        var callee = value
        if case .call(let call) = value.kind { callee = call.callee }
        guard case .implicitMember(let name, _) = callee.kind, let error = builtinProtocol("Error") else { return nil }
        return (.existential([error]), .nominal(error, []), name)
    }
}

extension Checker {
    /// The error type a call of `function` throws (nil: `any Error`): its `throws(E)` under the
    /// call's generic bindings. A generic `throws(X)` that the arguments leave unbound takes the
    /// closure literal given for the `() throws(X) -> T` parameter: its own `throws(E)`; `any Error`
    /// when its body throws, as swiftc infers a closure's error type (`catch` then sees
    /// `any Error`); `Never` when it does not throw at all, so the call needs no `try`.
    func calledThrownError(_ function: FunctionSymbol, matched: [[Argument]], specs: [ParameterSpec],
                           substitution: [TypeParameter: SwiftType]) -> SwiftType? {
        guard let thrown = function.thrownError else { return nil }
        let bound = thrown.substituting(substitution)
        guard containsGeneric(bound) else { return bound }
        for (spec, arguments) in zip(specs, matched) {
            guard case .function(let parameter) = spec.type.unwrappingOptionals, parameter.thrownError == thrown,
                  let argument = arguments.first, case .closure(let closure) = argument.value.kind else { continue }
            if let own = thrownErrorType(closure.effects) { return own }
            return closureThrows(argument.value, as: spec.type.substituting(substitution)) ? nil : .never
        }
        return bound
    }
}
