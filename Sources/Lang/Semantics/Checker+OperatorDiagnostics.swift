/// swiftc's words for operators that do not apply, where they depend on more than the operand
/// types: an optional operand that would fit once unwrapped, and a type that is not Equatable or
/// Comparable when an operand is a call with a literal argument.
extension Checker {
    /// Reports an optional operand whose wrapped type is the other operand's, as swiftc does
    /// ("value of optional type 'Int?' must be unwrapped to a value of type 'Int'", at that
    /// operand); returns whether it reported.
    func reportOptionalOperand(_ binary: BinaryExpr, _ left: Typed, _ right: Typed) -> Bool {
        if case .optional(let wrapped) = left.type, wrapped == right.type {
            error("value of optional type '\(left.type)' must be unwrapped to a value of type '\(wrapped)'", caret(binary.lhs))
            return true
        }
        if case .optional(let wrapped) = right.type, wrapped == left.type {
            error("value of optional type '\(right.type)' must be unwrapped to a value of type '\(wrapped)'", caret(binary.rhs))
            return true
        }
        return false
    }

    /// The error for `==`, `<`, … on a type without the conformance: swiftc names the protocol
    /// when an operand is a call with a literal argument (`Thing(x: 1) == Thing(x: 1)`), whose
    /// type it infers through the generic operator.
    func unconformingComparison(_ binary: BinaryExpr, type: SwiftType, requirement: String) -> String {
        if hasLiteralArgument(binary.lhs) || hasLiteralArgument(binary.rhs) {
            return "referencing operator function '\(binary.op.spelling)' on '\(requirement)' requires that '\(type)' conform to '\(requirement)'"
        }
        return "binary operator '\(binary.op.spelling)' cannot be applied to two '\(type)' operands"
    }

    private func hasLiteralArgument(_ expr: Expr) -> Bool {
        guard case .call(let call) = expr.kind else { return false }
        return call.arguments.contains { argument in
            switch argument.value.kind {
            case .integerLiteral, .floatLiteral, .stringLiteral, .booleanLiteral: return true
            default: return false
            }
        }
    }
}
