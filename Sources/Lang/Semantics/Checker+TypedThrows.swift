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
    /// `throws(E)` when no `catch` of its body is around the `throw` (a `do` body throws
    /// `any Error`), otherwise none.
    var thrownErrorContext: SwiftType? {
        guard catchDepth == 0 else { return nil }
        return context.owner.thrownError
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
