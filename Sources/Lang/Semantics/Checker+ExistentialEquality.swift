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

extension Checker {
    /// `E.x == error`, `error != e`: a program's own `Equatable` value compared with an
    /// existential (`any Error`) that is not one. swiftc takes the concrete type's `==` and
    /// reports the existential operand as an argument that does not convert to it ("cannot
    /// convert value of type 'any Error' to expected argument type 'E'"). Reports it and returns
    /// true; false for any other pair.
    func reportExistentialOperand(_ binary: BinaryExpr, _ left: Typed, _ right: Typed) -> Bool {
        guard binary.op == .equal || binary.op == .notEqual else { return false }
        for (concrete, existential, operand) in [(left.type, right.type, binary.rhs), (right.type, left.type, binary.lhs)] {
            guard case .existential = existential, case .nominal(let decl, _) = concrete, !decl.isBuiltin,
                  decl.kind != .protocol, conforms(concrete, toBuiltin: "Equatable") else { continue }
            error("cannot convert value of type '\(existential)' to expected argument type '\(concrete)'", caret(operand))
            return true
        }
        return false
    }
}
