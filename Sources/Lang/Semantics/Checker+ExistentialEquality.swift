/// `error == .bad` where `error` is an existential that is not `Equatable` (`any Error` in a
/// `catch` of untyped errors): no `==` takes it, so swiftc finds no operator and the implicit
/// member no type to look in, and reports both (the member is not looked up in the protocol).
extension Checker {
    /// Reports `==` or `!=` of a non-`Equatable` existential `left` and a bare implicit member,
    /// as swiftc does; returns the right operand as an error, or nil for any other comparison.
    func existentialAgainstImplicitMember(_ binary: BinaryExpr, left: Typed) -> Typed? {
        guard binary.op == .equal || binary.op == .notEqual, case .existential = left.type,
              !conforms(left.type, toBuiltin: "Equatable"), case .implicitMember(let name, _) = binary.rhs.kind else { return nil }
        error("binary operator '\(binary.op.spelling)' cannot be applied to operands of type '\(left.type)' and '()'",
              binary.operatorRange.startOnly)
        error("reference to member '\(name.name)' cannot be resolved without a contextual type", name.range)
        return Typed(Constant(.void, line: binary.rhs.range.line), .error)
    }
}
