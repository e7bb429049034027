/// Operands that read an implicitly unwrapped optional (`let x: Int! = 4; x + 1`): Swift forces
/// one where the operator takes no optional, and traps naming the line when it is nil.
extension Checker {
    /// `typed` forced when it reads an implicitly unwrapped optional and `op` needs its wrapped
    /// value; unchanged otherwise. `==`, `!=`, `??` and `~=` take optionals, so they compare
    /// the optional itself, as swiftc does (`w == nil` is true for a nil `Int!`).
    func forcingImplicitUnwrap(_ typed: Typed, for op: BinaryOperator) -> Typed {
        switch op {
        case .equal, .notEqual, .identical, .notIdentical, .nilCoalescing, .patternMatch, .assign: return typed
        default: break
        }
        return forcingImplicitUnwrap(typed)
    }

    /// `typed` forced when it reads an implicitly unwrapped optional (the operand of `-`, `!`
    /// or `~`, which take no optional); unchanged otherwise.
    func forcingImplicitUnwrap(_ typed: Typed) -> Typed {
        guard case .optional(let wrapped) = typed.type else { return typed }
        return implicitlyUnwrapped(typed, to: wrapped) ?? typed
    }
}
