/// A comparison whose operands' static type is a generic parameter: the program's own `==` or
/// `<` of their dynamic type decides when it declared one (`StaticWitness.compare`), as the
/// conformance's witness does in Swift; a `UInt` the parameter stands for (its witness) orders
/// its bit patterns as unsigned.
final class WitnessComparison: Expression {
    let op: Comparison.Operator
    let lhs: Expression
    let rhs: Expression
    let parameter: TypeParameter?

    init(_ op: Comparison.Operator, _ lhs: Expression, _ rhs: Expression, parameter: TypeParameter? = nil, line: Int) {
        self.op = op
        self.lhs = lhs
        self.rhs = rhs
        self.parameter = parameter
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        var a = try lhs.evaluate(frame, interpreter)
        var b = try rhs.evaluate(frame, interpreter)
        if let parameter, interpreter.witness(for: parameter)?.isWideUnsigned == true,
           case .int(let x) = a.unboxed, case .int(let y) = b.unboxed {
            (a, b) = (.int(IntegerArithmetic.unsignedOrderKey(x)), .int(IntegerArithmetic.unsignedOrderKey(y)))
        }
        return .bool(try StaticWitness.compare(op, a, b, interpreter, line: line))
    }
}
