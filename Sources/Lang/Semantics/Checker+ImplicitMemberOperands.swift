/// Operands written as `.member` (`.pi / CGFloat(n)`, `2 * .pi / CGFloat(n)`): Swift finds the
/// member's type from the operator's other operand, or from the numeric context when only
/// literals and such members meet (without one, swiftc finds `2 * .pi` ambiguous).
extension Checker {
    /// Whether `value` is `.member` (through parentheses and prefix operators), or arithmetic of
    /// such members and literals: a side that has no type until the other side gives one.
    func needsOperandContext(_ value: Expr) -> Bool {
        switch value.kind {
        case .implicitMember: return true
        case .paren(let inner), .prefix(_, let inner): return needsOperandContext(inner)
        case .binary(let binary):
            let left = needsOperandContext(binary.lhs)
            let right = needsOperandContext(binary.rhs)
            return (left || right) && (left || isLiteralOnly(binary.lhs)) && (right || isLiteralOnly(binary.rhs))
        default: return false
        }
    }

    /// Lowers the operands when one of them is a `.member` side: the other side first (its type is
    /// the member's context), or both with the numeric context when neither side has a type of
    /// its own. Nil when the usual lowering applies (no such side, or it is on the right).
    func contextFreeOperands(_ binary: BinaryExpr, expected: SwiftType?) -> (Typed, Typed)? {
        let lhsFree = needsOperandContext(binary.lhs)
        let rhsFree = needsOperandContext(binary.rhs)
        guard lhsFree || rhsFree else { return nil }
        let numericContext = expected.flatMap { isNumericContext($0) ? $0 : nil }
        let lhsTypeless = lhsFree || isLiteralOnly(binary.lhs)
        let rhsTypeless = rhsFree || isLiteralOnly(binary.rhs)
        if lhsTypeless && rhsTypeless {
            // Without a numeric context swiftc finds `2 * .pi` ambiguous (Double, Float, CGFloat…).
            guard let context = numericContext else { return nil }
            return (expression(binary.lhs, expected: context), expression(binary.rhs, expected: context))
        }
        if lhsFree {
            let right = expression(binary.rhs, expected: numericContext)
            return (expression(binary.lhs, expected: right.type), right)
        }
        // The right side is the member: the left side's type is its context, as before.
        return nil
    }
}
