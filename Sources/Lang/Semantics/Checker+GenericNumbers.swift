/// Arithmetic on a generic parameter constrained to a number protocol (`T: Numeric`,
/// `BinaryInteger`, `FloatingPoint`, `AdditiveArithmetic`): literals typed `T`, `+ - * /` and
/// their compound assignments on `T`, negation, and `T.zero`-like statics. The operations run on
/// the concrete type the call bound `T` to (Runtime/TypeWitnesses.swift).
extension Checker {
    /// Marks `parameter` as needed at run time, so calls that bind it record its type.
    func requireWitness(_ parameter: TypeParameter) {
        parameter.isWitnessed = true
        parameter.witnessKey.isWitnessed = true
    }

    /// The generic parameter `type` is, when it conforms to the builtin protocol `name`.
    func genericParameter(_ type: SwiftType?, conformingTo name: String) -> TypeParameter? {
        guard case .generic(let parameter)? = type, conforms(.generic(parameter), toBuiltin: name) else { return nil }
        return parameter
    }

    /// An integer literal (or a floating-point one, `isFloat`) where a `Numeric` (for a
    /// floating-point literal, `BinaryFloatingPoint`) generic parameter is expected: a value of
    /// the type the parameter stands for.
    func genericNumberLiteral(_ integer: Int, double: Double, isFloat: Bool, expected: SwiftType?, line: Int) -> Typed? {
        guard let parameter = genericParameter(expected, conformingTo: isFloat ? "BinaryFloatingPoint" : "Numeric") else {
            return nil
        }
        requireWitness(parameter)
        return Typed(Lazy(line: line) { _, interpreter in
            try GenericNumbers.literal(integer, double: double, isFloat: isFloat, as: interpreter.witness(for: parameter), line: line)
        }, .generic(parameter))
    }

    /// The protocol a generic operand must conform to for `op`, or nil if no number protocol
    /// gives it.
    static func requiredProtocols(_ op: Arithmetic.Operator) -> [String] {
        switch op {
        case .add, .subtract: return ["AdditiveArithmetic"]
        case .multiply: return ["Numeric"]
        case .divide: return ["BinaryInteger", "FloatingPoint"]
        case .remainder, .and, .or, .xor, .shiftLeft, .shiftRight: return ["BinaryInteger"]
        default: return []
        }
    }

    /// The node computing `op` on two values of one generic number type, or nil when the
    /// operands are not of one such type or its constraints do not give `op`.
    func genericArithmeticNode(_ op: BinaryOperator, _ left: Typed, _ right: Typed, line: Int) -> Expression? {
        guard left.type == right.type, case .generic(let parameter) = left.type,
              let arithmeticOperator = Checker.arithmeticOperator(op),
              Self.requiredProtocols(arithmeticOperator).contains(where: { conforms(left.type, toBuiltin: $0) }) else { return nil }
        requireWitness(parameter)
        return BuiltinCall(arguments: [left.node, right.node], line: line) { values, interpreter, line in
            let operands = GenericNumbers.operands(for: interpreter.witness(for: parameter), values[0])
            return try Arithmetic(op: arithmeticOperator, operands: operands).apply(values[0], values[1], line: line)
        }
    }

    /// `place op= value` on a generic number type.
    func genericCompoundAssignment(_ op: BinaryOperator, target: Place, type: SwiftType, value: Typed, line: Int) -> Statement? {
        let current = Typed(PlaceGet(target, line: line), type)
        guard let node = genericArithmeticNode(op, current, value, line: line) else { return nil }
        return Assignment(target, node, line: line)
    }

    /// `-x` on a `SignedNumeric` generic parameter.
    func genericNegation(_ operand: Typed, line: Int) -> Typed? {
        guard let parameter = genericParameter(operand.type, conformingTo: "SignedNumeric") else { return nil }
        requireWitness(parameter)
        return Typed(Unary(operand.node, line: line) { value, line in
            switch value.unboxed {
            case .int(let number): return .int(try IntegerArithmetic.negate(number, line: line))
            case .double(let number): return .double(-number)
            case .float(let number): return .float(-number)
            default: throw RuntimeError("negation of a non-number", line: line)
            }
        }, operand.type)
    }

    /// `T.zero`, `T.pi`, `T.max`/`T.min`/`T.bitWidth` (`FixedWidthInteger`)… on a generic parameter
    /// whose number protocol declares it.
    func genericNumberStatic(_ parameter: TypeParameter, name: String, line: Int) -> Typed? {
        let type = SwiftType.generic(parameter)
        let declared: Bool
        switch name {
        case "zero": declared = conforms(type, toBuiltin: "AdditiveArithmetic")
        case "pi", "infinity", "nan", "greatestFiniteMagnitude", "ulpOfOne": declared = conforms(type, toBuiltin: "FloatingPoint")
        case "max", "min", "bitWidth": declared = conforms(type, toBuiltin: "FixedWidthInteger")
        default: declared = false
        }
        guard declared else { return nil }
        requireWitness(parameter)
        return Typed(Lazy(line: line) { _, interpreter in
            try StaticWitness.value(name, of: interpreter.witness(for: parameter), interpreter, line: line)
        }, name == "bitWidth" ? .int : type)
    }

    /// `T(x)` for a `BinaryInteger` or `FloatingPoint` parameter `T`, and `Double(x)`-like
    /// conversions of a value of such a parameter's type: the number converted at run time.
    func genericNumberConversion(_ type: SwiftType, arguments: [Argument], range: SourceRange) -> Typed? {
        guard arguments.count == 1, arguments[0].label == nil else { return nil }
        let target = genericParameter(type, conformingTo: "BinaryInteger") ?? genericParameter(type, conformingTo: "FloatingPoint")
        guard target != nil || type.isNumeric else { return nil }
        // Found once per argument: probing it afresh at every level of `Int(String(Int(…)))` made
        // checking exponential in the depth.
        let probed = contextFreeType(of: arguments[0].value)
        let source = genericParameter(probed, conformingTo: "BinaryInteger") ?? genericParameter(probed, conformingTo: "FloatingPoint")
        guard target != nil || source != nil else { return nil }
        let argument = expression(arguments[0].value, expected: nil)
        guard source != nil || argument.type.isNumeric else {
            if argument.type != .error { error("no exact matches in call to initializer", range) }
            return Typed(argument.node, .error)
        }
        target.map(requireWitness)
        return Typed(BuiltinCall(arguments: [argument.node], line: range.line) { values, interpreter, line in
            try GenericNumbers.convert(values[0], to: interpreter.resolvingWitnesses(type), line: line)
        }, type)
    }
}
