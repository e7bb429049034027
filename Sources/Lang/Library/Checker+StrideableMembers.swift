/// `distance(to:)` and `advanced(by:)`, `Strideable`'s requirements, on the numbers (where they
/// are `other - self` and `self + n`, with Swift's overflow traps) and on values of a generic
/// parameter constrained to `Strideable` (where the dynamic type's own method runs: a program's
/// type's, or the number's).
extension Checker {
    /// `x.distance(to: y)`: a `Stride` (`Int` for every integer type).
    func strideDistanceRule(_ site: BuiltinSite) -> Typed? {
        strideMember(site, label: "to", argumentType: { $0 }, resultType: { self.strideType(of: $0) }) { type in
            // The integers' distance is an Int whatever their width; `UInt8(200).distance(to: 0)` is -200.
            let operands: Arithmetic.Operands = type.isInteger ? .int : Checker.arithmeticOperands(type, op: .subtract) ?? .double
            return { receiver, other, line in try Arithmetic(op: .subtract, operands: operands).apply(other, receiver, line: line) }
        }
    }

    /// `x.advanced(by: n)`: the value `n` strides on, of the receiver's type.
    func strideAdvancedRule(_ site: BuiltinSite) -> Typed? {
        strideMember(site, label: "by", argumentType: { self.strideType(of: $0) }, resultType: { $0 }) { type in
            let operands = Checker.arithmeticOperands(type, op: .add) ?? .int
            return { receiver, step, line in try Arithmetic(op: .add, operands: operands).apply(receiver, step, line: line) }
        }
    }

    /// One of the two members on a number or a `Strideable` generic value: its one argument,
    /// labelled `label`, of `argumentType(receiver)`; its result of `resultType(receiver)`;
    /// a number's computed by `numeric(type)`, a generic value's by the dynamic type's method.
    private func strideMember(_ site: BuiltinSite, label: String, argumentType: (SwiftType) -> SwiftType?,
                              resultType: (SwiftType) -> SwiftType?,
                              numeric: (SwiftType) -> (Value, Value, Int) throws -> Value) -> Typed? {
        guard let base = site.base else { return nil }
        let type = base.type
        guard type.isNumeric || isStrideableParameter(type), let parameter = argumentType(type),
              let result = resultType(type) else { return nil }
        guard let nodes = simpleArguments(site.arguments, [(label, parameter)], range: site.range) else {
            return Typed(base.node, .error)
        }
        if case .generic = type {
            return Typed(DynamicCall(receiver: base.node, selector: "\(site.name)(\(label):)", arguments: nodes, line: site.line), result)
        }
        let apply = numeric(type)
        return Typed(BuiltinCall(arguments: [base.node, nodes[0]], line: site.line) { values, _, line in
            try apply(values[0].unboxed, values[1].unboxed, line)
        }, result)
    }

    /// Whether `type` is a generic parameter whose protocols are or refine `Strideable`.
    private func isStrideableParameter(_ type: SwiftType) -> Bool {
        guard case .generic(let parameter) = type else { return false }
        return genericStride(parameter) != nil
    }
}

extension LibraryWitness {
    /// `distance(to:)` and `advanced(by:)` of a number reached through a generic parameter
    /// (`func span<T: Strideable>(_ a: T, _ b: T)` called with Ints); nil for another call.
    static func strideCall(_ selector: String, on value: Value, arguments: [Value], line: Int) throws -> Value? {
        guard arguments.count == 1 else { return nil }
        let operands: Arithmetic.Operands
        switch value.unboxed {
        case .int: operands = .int
        case .double: operands = .double
        case .float: operands = .float
        default: return nil
        }
        switch selector {
        case "distance(to:)": return try Arithmetic(op: .subtract, operands: operands).apply(arguments[0].unboxed, value.unboxed, line: line)
        case "advanced(by:)": return try Arithmetic(op: .add, operands: operands).apply(value.unboxed, arguments[0].unboxed, line: line)
        default: return nil
        }
    }
}
