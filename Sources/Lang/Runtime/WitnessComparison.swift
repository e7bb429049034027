/// A comparison whose operands' static type is a generic parameter: the program's own `==` or
/// `<` of their dynamic type decides when it declared one (`StaticWitness.compare`), as the
/// conformance's witness does in Swift.
final class WitnessComparison: Expression {
    let op: Comparison.Operator
    let lhs: Expression
    let rhs: Expression

    init(_ op: Comparison.Operator, _ lhs: Expression, _ rhs: Expression, line: Int) {
        self.op = op
        self.lhs = lhs
        self.rhs = rhs
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        let a = try lhs.evaluate(frame, interpreter)
        let b = try rhs.evaluate(frame, interpreter)
        return .bool(try StaticWitness.compare(op, a, b, interpreter, line: line))
    }
}
