/// Generic parameters' concrete types at run time ("witnesses"): a call of a generic function or
/// of a generic type's method pushes the types its parameters stand for, so that code in its body
/// that depends on them (a literal typed `T`, `T.zero`, `T.make()`, arithmetic on `T`) finds
/// them. Values alone cannot answer: an empty `[T]` summed from `0` prints `0` for `Int` and
/// `0.0` for `Double`.
///
/// Only parameters the checker marked `isWitnessed` (some body needs them) cost a push.
extension Interpreter {
    /// The type `parameter` stands for in the innermost call that bound it, or nil (code run
    /// outside such a call, e.g. a closure that escaped it).
    func witness(for parameter: TypeParameter) -> SwiftType? {
        let key = parameter.witnessKey
        var index = typeWitnesses.count - 1
        while index >= 0 {
            if let type = typeWitnesses[index][key] { return type }
            index -= 1
        }
        return nil
    }

    /// Runs `body` with `witnesses` recorded as the innermost call's (none: just runs it).
    func withWitnesses<T>(_ witnesses: [TypeParameter: SwiftType]?, _ body: () throws -> T) rethrows -> T {
        guard let witnesses else { return try body() }
        typeWitnesses.append(witnesses)
        defer { typeWitnesses.removeLast() }
        return try body()
    }

    /// Runs `body` with a call's `bindings` recorded as its witnesses, each type first resolved
    /// through the enclosing calls' witnesses when `resolving` (it names their parameters); just
    /// runs it when no binding's parameter is witnessed.
    func withBindings<T>(_ bindings: [(TypeParameter, SwiftType)], resolving: Bool, _ body: () throws -> T) rethrows -> T {
        guard bindings.contains(where: { $0.0.isWitnessed }) else { return try body() }
        var resolved: [TypeParameter: SwiftType] = [:]
        for (parameter, type) in bindings {
            resolved[parameter] = resolving ? resolvingWitnesses(type) : type
        }
        return try withWitnesses(resolved, body)
    }

    /// `type` with every generic parameter that has a witness replaced by it.
    func resolvingWitnesses(_ type: SwiftType) -> SwiftType {
        type.mapped { part in
            if case .generic(let parameter) = part { return witness(for: parameter) }
            return nil
        }
    }
}

extension TypeParameter {
    /// The parameter a witness is recorded under: a constrained extension's copy of a type's
    /// parameter shares the type's own (`origin`).
    var witnessKey: TypeParameter { origin ?? self }
}

/// A call that binds generic parameters: pushes their concrete types (resolved through the
/// caller's own witnesses when they name the caller's parameters) for the call's duration.
final class WitnessedCall: Expression {
    let call: Expression
    let bindings: [(TypeParameter, SwiftType)]
    /// Whether some bound type names a generic parameter, resolved at each call.
    let needsResolving: Bool

    init(_ call: Expression, bindings: [(TypeParameter, SwiftType)], needsResolving: Bool, line: Int) {
        self.call = call
        self.bindings = bindings
        self.needsResolving = needsResolving
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        try interpreter.withBindings(bindings, resolving: needsResolving) { try call.evaluate(frame, interpreter) }
    }
}

/// Numbers of a generic type: literals converted to it, its arithmetic, its builtin statics.
enum GenericNumbers {
    /// An integer literal (or, `isFloat`, a floating-point literal's `double`) as a value of
    /// `type`; nil when `type` is not a number type.
    static func literal(_ integer: Int, double: Double, isFloat: Bool, as type: SwiftType?, line: Int) throws -> Value {
        switch type {
        case .double?, .cgFloat?: return .double(isFloat ? double : Double(integer))
        case .float?: return .float(Float(isFloat ? double : Double(integer)))
        case .fixedInt(let kind)?:
            guard integer >= kind.min, integer <= kind.max else {
                throw RuntimeError("integer literal '\(integer)' overflows when stored into '\(kind.rawValue)'", line: line)
            }
            return .int(integer)
        default: return isFloat ? .double(double) : .int(integer)
        }
    }

    /// The operand kind arithmetic on `type` uses, or, when the witness is unknown, the one the
    /// values' own representation implies.
    static func operands(for type: SwiftType?, _ value: Value) -> Arithmetic.Operands {
        switch type {
        case .int?: return .int
        case .fixedInt(let kind)?: return .fixed(kind)
        case .double?, .cgFloat?: return .double
        case .float?: return .float
        default:
            switch value.unboxed {
            case .double: return .double
            case .float: return .float
            default: return .int
            }
        }
    }

    /// A builtin static member of the number type `type` (`zero`, `max`, `pi`…), or nil.
    static func staticMember(_ name: String, of type: SwiftType) -> Value? {
        switch (name, type) {
        case ("zero", _): return try? literal(0, double: 0, isFloat: false, as: type, line: 0)
        case ("max", .int): return .int(Int.max)
        case ("min", .int): return .int(Int.min)
        case ("max", .fixedInt(let kind)): return .int(kind.isWideUnsigned ? Int(bitPattern: UInt.max) : kind.max)
        case ("min", .fixedInt(let kind)): return .int(kind.min)
        case ("bitWidth", .int): return .int(Int.bitWidth)
        case ("bitWidth", .fixedInt(let kind)): return .int(kind.bitWidth)
        default: break
        }
        let constant: Double
        switch name {
        case "pi": constant = Double.pi
        case "infinity": constant = Double.infinity
        case "nan": constant = Double.nan
        case "greatestFiniteMagnitude": constant = type == .float ? Double(Float.greatestFiniteMagnitude) : Double.greatestFiniteMagnitude
        case "ulpOfOne": constant = type == .float ? Double(Float.ulpOfOne) : Double.ulpOfOne
        default: return nil
        }
        switch type {
        // Float's π is rounded toward zero, not to the nearest Float of Double's π.
        case .float where name == "pi": return .float(Float.pi)
        case .float: return .float(Float(constant))
        case .double, .cgFloat: return .double(constant)
        default: return nil
        }
    }

    /// `value` (an integer or floating-point number) converted to the number type `type`, as
    /// `Int(x)`, `Double(x)`, `UInt8(x)` convert; a value out of the target's range traps.
    static func convert(_ value: Value, to type: SwiftType, line: Int) throws -> Value {
        let value = value.unboxed
        switch type {
        case .int, .fixedInt:
            var integer: Int
            if case .int(let number) = value {
                integer = number
            } else if let number = value.doubleValue {
                guard number.isFinite, let truncated = Int(exactly: number.rounded(.towardZero)) else {
                    throw RuntimeError("Double value cannot be converted to \(type) because it is outside the representable range", line: line)
                }
                integer = truncated
            } else {
                throw RuntimeError("not a number", line: line)
            }
            if case .fixedInt(let kind) = type, integer < kind.min || integer > kind.max {
                throw RuntimeError("Not enough bits to represent the passed value", line: line)
            }
            return .int(integer)
        case .double, .cgFloat, .float:
            let number: Double
            if case .int(let integer) = value { number = Double(integer) } else { number = value.doubleValue ?? 0 }
            return type == .float ? .float(Float(number)) : .double(number)
        default:
            return value
        }
    }
}
