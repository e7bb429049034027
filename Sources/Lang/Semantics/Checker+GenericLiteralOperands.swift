/// A number literal beside a value of a generic number type that cannot take it: `x * 2.5` for
/// `T: FloatingPoint` (only `BinaryFloatingPoint` is `ExpressibleByFloatLiteral`), `x + 1` for
/// `T: AdditiveArithmetic` (no integer literal makes one). The operator exists for `T`, so
/// swiftc blames the literal: "cannot convert value of type 'Double' to expected argument type
/// 'T'", at it. (A comparison, `x > 0.5`, keeps its binary-operator error.)
extension Checker {
    /// Reports that error and answers true when one operand is such a literal and the other's
    /// type a generic parameter whose protocols give the arithmetic operator `op`.
    func rejectGenericLiteralOperand(_ op: BinaryOperator, _ left: Typed, _ right: Typed,
                                     leftOperand: Expr?, rightOperand: Expr?) -> Bool {
        guard let arithmeticOperator = Checker.arithmeticOperator(op) else { return false }
        let pairs = [(left.type, right.type, rightOperand), (right.type, left.type, leftOperand)]
        for (generic, literalType, literal) in pairs {
            guard case .generic = generic, let literal, isLiteralOnly(literal), literalType.isNumeric,
                  Self.requiredProtocols(arithmeticOperator).contains(where: { conforms(generic, toBuiltin: $0) }) else { continue }
            error("cannot convert value of type '\(literalType)' to expected argument type '\(generic)'", caret(literal))
            return true
        }
        return false
    }
}
