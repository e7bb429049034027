/// An arithmetic or bitwise operator together with the type the checker found for its operands,
/// so that running it is one switch: `Int` `+` checks overflow, `Double` `+` does not, `UInt8`
/// `+` checks against 0...255, `String` `+` concatenates.
struct Arithmetic {
    /// The operators.
    enum Operator {
        case add, subtract, multiply, divide, remainder
        case wrappingAdd, wrappingSubtract, wrappingMultiply
        case and, or, xor, shiftLeft, shiftRight, maskingShiftLeft, maskingShiftRight
    }

    /// The operand type, as far as arithmetic cares.
    enum Operands {
        case int
        case fixed(IntegerKind)
        case double
        case float
        case string
        case array
    }

    let op: Operator
    let operands: Operands

    /// Applies the operator.
    @inline(__always)
    func apply(_ lhs: Value, _ rhs: Value, line: Int) throws -> Value {
        switch (lhs, rhs) {
        case (.int(let a), .int(let b)):
            switch operands {
            case .fixed(let kind): return .int(try fixed(a, b, kind, line: line))
            default: return .int(try integer(a, b, line: line))
            }
        case (.double(let a), .double(let b)):
            let result = floating(a, b)
            if case .float = operands { return .float(Float(result)) }
            return .double(result)
        case (.float(let a), .float(let b)):
            return .float(Float(floating(Double(a), Double(b))))
        case (.string(let a), .string(let b)):
            try Arithmetic.checkLength(a.utf8.count + b.utf8.count, of: "string", line: line)
            return .string(a + b)
        case (.array(let a), .array(let b)):
            try Arithmetic.checkLength(a.count + b.count, of: "array", line: line)
            return .array(a + b)
        case (.slice, .array), (.slice, .slice), (.array, .slice):
            // An ArraySlice on the left keeps its indices, as RangeReplaceableCollection's `+` does.
            let (a, b) = (lhs.arrayElements ?? [], rhs.arrayElements ?? [])
            try Arithmetic.checkLength(a.count + b.count, of: "array", line: line)
            if case .slice(_, let start) = lhs { return .slice(a + b, startIndex: start) }
            return .array(a + b)
        case (.boxed(let a, _), _):
            return try apply(a, rhs, line: line)
        case (_, .boxed(let b, _)):
            return try apply(lhs, b, line: line)
        default:
            // A Substring joined to text is a new one: its indices start again at 0.
            if let a = lhs.stringValue, let b = rhs.stringValue {
                try Arithmetic.checkLength(a.utf8.count + b.utf8.count, of: "string", line: line)
                return .string(a + b)
            }
            if let a = lhs.doubleValue, let b = rhs.doubleValue {
                let result = floating(a, b)
                if case .float = operands { return .float(Float(result)) }
                return .double(result)
            }
            throw RuntimeError("operator applied to values of the wrong type", line: line)
        }
    }

    /// The longest string (UTF-8 bytes) and array (elements) that `+`, `+=` and `append(contentsOf:)`
    /// build: a loop that doubles a value stops with a clear error before it exhausts memory.
    static let maximumStringBytes = 1 << 28
    static let maximumArrayCount = 1 << 24

    /// Fails when a string or array of `length` would pass its limit, or its memory the
    /// session's budget.
    static func checkLength(_ length: Int, of kind: String, line: Int) throws {
        let isString = kind == "string"
        let limit = isString ? maximumStringBytes : maximumArrayCount
        if length > limit {
            let size = isString ? "\(limit >> 20) MB" : "\(limit) elements"
            throw RuntimeError("the \(kind) would be longer than \(size)", line: line, isLimit: true)
        }
        let bytes = isString ? length : Interpreter.bytes(ofValues: length)
        try Interpreter.reserve(bytes, for: "\(isString ? "a" : "an") \(kind) of \(length) \(isString ? "bytes" : "elements")", line: line)
    }

    /// The operator on two `Int`s.
    @inline(__always)
    func integer(_ a: Int, _ b: Int, line: Int) throws -> Int {
        switch op {
        case .add: return try IntegerArithmetic.add(a, b, line: line)
        case .subtract: return try IntegerArithmetic.subtract(a, b, line: line)
        case .multiply: return try IntegerArithmetic.multiply(a, b, line: line)
        case .divide: return try IntegerArithmetic.divide(a, b, line: line)
        case .remainder: return try IntegerArithmetic.remainder(a, b, line: line)
        case .wrappingAdd: return a &+ b
        case .wrappingSubtract: return a &- b
        case .wrappingMultiply: return a &* b
        case .and: return a & b
        case .or: return a | b
        case .xor: return a ^ b
        case .shiftLeft: return IntegerArithmetic.shiftLeft(a, b)
        case .shiftRight: return IntegerArithmetic.shiftRight(a, b)
        case .maskingShiftLeft: return a &<< b
        case .maskingShiftRight: return a &>> b
        }
    }

    private func fixed(_ a: Int, _ b: Int, _ kind: IntegerKind, line: Int) throws -> Int {
        if kind.isWideUnsigned { return try IntegerArithmetic.unsigned(op, a, b, line: line) }
        switch op {
        case .wrappingAdd, .wrappingSubtract, .wrappingMultiply:
            return IntegerArithmetic.wrapped(try integer(a, b, line: line), kind)
        case .shiftLeft:
            if b >= kind.bitWidth { return 0 }
            return IntegerArithmetic.wrapped(IntegerArithmetic.shiftLeft(a, b), kind)
        case .maskingShiftLeft:
            return IntegerArithmetic.wrapped(a << (b & (kind.bitWidth - 1)), kind)
        case .maskingShiftRight:
            return a >> (b & (kind.bitWidth - 1))
        case .and, .or, .xor, .shiftRight:
            return try integer(a, b, line: line)
        default:
            return try IntegerArithmetic.checked(try integer(a, b, line: line), kind, line: line)
        }
    }

    /// The operator on two floating-point numbers.
    @inline(__always)
    func floating(_ a: Double, _ b: Double) -> Double {
        switch op {
        case .add, .wrappingAdd: return a + b
        case .subtract, .wrappingSubtract: return a - b
        case .multiply, .wrappingMultiply: return a * b
        case .divide: return a / b
        case .remainder: return a.truncatingRemainder(dividingBy: b)
        default: return .nan
        }
    }
}

/// `lhs op rhs` for an arithmetic or bitwise operator.
final class BinaryArithmetic: Expression {
    let arithmetic: Arithmetic
    let lhs: Expression
    let rhs: Expression

    init(_ arithmetic: Arithmetic, _ lhs: Expression, _ rhs: Expression, line: Int) {
        self.arithmetic = arithmetic
        self.lhs = lhs
        self.rhs = rhs
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        let a = try lhs.evaluate(frame, interpreter)
        let b = try rhs.evaluate(frame, interpreter)
        if case .int(let x) = a, case .int(let y) = b, case .int = arithmetic.operands {
            switch arithmetic.op {
            case .add: return .int(try IntegerArithmetic.add(x, y, line: line))
            case .subtract: return .int(try IntegerArithmetic.subtract(x, y, line: line))
            case .multiply: return .int(try IntegerArithmetic.multiply(x, y, line: line))
            default: break
            }
        }
        return try arithmetic.apply(a, b, line: line)
    }
}

/// `place op= rhs`.
final class CompoundAssignment: Statement {
    let arithmetic: Arithmetic
    let place: Place
    let rhs: Expression

    /// Whether the place's index or key is evaluated before the right side (`PlaceFirst`).
    private let placeFirst: PlaceFirst?

    init(_ arithmetic: Arithmetic, _ place: Place, _ rhs: Expression, line: Int) {
        self.arithmetic = arithmetic
        self.place = place
        self.rhs = rhs
        placeFirst = PlaceFirst(place, [rhs])
        super.init(line: line)
    }

    override func execute(_ frame: Frame, _ interpreter: Interpreter) throws -> Flow {
        let arithmetic = arithmetic
        let line = line
        if let placeFirst {
            let rhs = rhs
            try placeFirst.modify(frame, interpreter, then: { try rhs.evaluate(frame, interpreter) }) { value, b in
                value = try arithmetic.apply(value, b, line: line)
            }
            return .normal
        }
        let b = try rhs.evaluate(frame, interpreter)
        try place.modify(frame, interpreter) { value in
            value = try arithmetic.apply(value, b, line: line)
        }
        return .normal
    }
}

/// `lhs = rhs`.
final class Assignment: Statement {
    let place: Place
    let rhs: Expression

    /// Whether the place's index or key is evaluated before the right side (`PlaceFirst`).
    private let placeFirst: PlaceFirst?

    init(_ place: Place, _ rhs: Expression, line: Int) {
        self.place = place
        self.rhs = rhs
        placeFirst = PlaceFirst(place, [rhs])
        super.init(line: line)
    }

    override func execute(_ frame: Frame, _ interpreter: Interpreter) throws -> Flow {
        if let placeFirst {
            try placeFirst.set(rhs, frame, interpreter)
            return .normal
        }
        try place.set(try rhs.evaluate(frame, interpreter), frame, interpreter)
        return .normal
    }
}

/// `(a, b) = (b, a)`: the places' indices and keys are evaluated first, as swiftc does, then the
/// right side, then each place assigned.
final class TupleAssignment: Statement {
    let places: [Place]
    let value: Expression

    /// Whether a place has an index or key to evaluate before the right side.
    private let hasOperands: Bool

    init(_ places: [Place], _ value: Expression, line: Int) {
        self.places = places
        self.value = value
        hasOperands = places.contains { $0.hasOperands }
        super.init(line: line)
    }

    override func execute(_ frame: Frame, _ interpreter: Interpreter) throws -> Flow {
        var places = places
        if hasOperands { places = try places.map { try $0.resolved(frame, interpreter) } }
        guard case .tuple(let values) = try value.evaluate(frame, interpreter), values.count == places.count else {
            throw RuntimeError("tuple assignment of the wrong shape", line: line)
        }
        for (place, element) in zip(places, values) { try place.set(element, frame, interpreter) }
        return .normal
    }
}
