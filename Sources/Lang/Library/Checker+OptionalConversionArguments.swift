/// An optional argument of a library conversion that takes its wrapped type (`Int(o)` of an
/// `Int?`, `String(Int("5"))`): swiftc's "must be unwrapped" at the argument, in place of
/// "no exact matches in call to initializer" at the call.
extension Checker {
    /// Reports swiftc's error when `typed`, the argument `argument`, is an optional whose wrapped
    /// type `takes` accepts; returns whether it did.
    func reportsOptionalConversionArgument(_ typed: Typed, _ argument: Expr, takes: (SwiftType) -> Bool) -> Bool {
        guard case .optional(let wrapped) = typed.type, wrapped.optionalWrapped == nil, !hasError(wrapped),
              takes(wrapped) else { return false }
        error("value of optional type '\(typed.type)' must be unwrapped to a value of type '\(wrapped)'", caret(argument))
        return true
    }

    /// Whether swiftc unwraps an optional argument of `String(_:)` rather than finding no
    /// initialiser for it: when the argument is a failable library initialiser's call whose own
    /// arguments its overloads still decide (a literal, a conversion, an operator or a subscript:
    /// `String(Int("5"))`, `String(Int(String(n)))`, `String(Int(a[0]))`). Of a plain value
    /// (`String(Int(s))`, `String(o)`, `String(f())`) it finds none, as the solver has then fixed
    /// the inner call's overload before it weighs the outer one's.
    func stringConversionUnwrapsArgument(_ argument: Expr) -> Bool {
        guard case .call(let call) = unparenthesized(argument).kind, let type = typeNamed(by: call.callee) else { return false }
        if case .nominal(let decl, _) = type, !decl.isBuiltin { return false }
        return call.arguments.contains { leavesOverloadOpen(unparenthesized($0.value)) }
    }

    /// A literal, a type's initialiser call, an operator or a subscript: an expression whose type
    /// swiftc's overloads or literal defaults still choose.
    private func leavesOverloadOpen(_ value: Expr) -> Bool {
        switch value.kind {
        case .integerLiteral, .floatLiteral, .stringLiteral, .booleanLiteral, .array, .dictionary, .binary, .subscript:
            return true
        case .call(let call):
            return typeNamed(by: call.callee) != nil
        default:
            return false
        }
    }
}
