/// A closure's result type whose generic arguments its body's implicit members give: in
/// `result.flatMap { $0 > 1 ? .success($0 * 10) : .failure(.bad) }` the context says the closure
/// returns `Result<NewSuccess, E>`, and `.success($0 * 10)` says `NewSuccess` is `Int`, as
/// swiftc infers it.
extension Checker {
    /// `pattern` (a generic enum type with unbound arguments) with each argument an enum case's
    /// payload in `value` decides bound, or nil when some stay unbound.
    func implicitMemberResult(_ value: Expr, pattern: SwiftType) -> SwiftType? {
        guard case .nominal(let decl, var arguments) = pattern, decl.kind == .enum,
              arguments.count == decl.genericParameters.count else { return nil }
        let probe = Checker(probing: self)
        for (name, payload) in implicitCaseCalls(value) {
            guard let enumCase = decl.cases.first(where: { $0.name == name }),
                  enumCase.associatedValues.count == payload.count else { continue }
            for (declared, argument) in zip(enumCase.associatedValues, payload) {
                guard case .generic(let parameter) = declared.type,
                      let index = decl.genericParameters.firstIndex(of: parameter),
                      containsGeneric(arguments[index]) else { continue }
                let type = probe.expression(argument.value, expected: nil).type
                if type != .error, !containsGeneric(type) { arguments[index] = type }
            }
        }
        let bound = SwiftType.nominal(decl, arguments)
        return containsGeneric(bound) ? nil : bound
    }

    /// The `.name(arguments)` calls `value` evaluates to: itself, or the branches of `?:`.
    private func implicitCaseCalls(_ value: Expr) -> [(String, [Argument])] {
        switch value.kind {
        case .paren(let inner): return implicitCaseCalls(inner)
        case .ternary(_, let then, let otherwise): return implicitCaseCalls(then) + implicitCaseCalls(otherwise)
        case .call(let call):
            guard case .implicitMember(let name, _) = call.callee.kind else { return [] }
            return [(name.name, call.arguments + call.trailingClosures)]
        default: return []
        }
    }
}
