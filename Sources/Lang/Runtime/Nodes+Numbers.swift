/// Nodes for `Int`, `Double` and `Bool` operands the checker typed: each asks its operands for
/// the number itself (`evaluateInt`, `evaluateDouble`, `evaluateBool`), so an arithmetic chain
/// or a loop condition runs without building, switching on and destroying a `Value` per step.
/// `evaluate` wraps the same answer for parents that want a `Value`.

/// `lhs op rhs` on two `Int`s: overflow and division by zero are runtime errors naming the line.
final class IntArithmetic: Expression {
    let arithmetic: Arithmetic
    let lhs: Expression
    let rhs: Expression

    init(_ arithmetic: Arithmetic, _ lhs: Expression, _ rhs: Expression, line: Int) {
        self.arithmetic = arithmetic
        self.lhs = lhs
        self.rhs = rhs
        super.init(line: line)
    }

    override func evaluateInt(_ frame: Frame, _ interpreter: Interpreter) throws -> Int {
        let a = try lhs.evaluateInt(frame, interpreter)
        let b = try rhs.evaluateInt(frame, interpreter)
        return try arithmetic.integer(a, b, line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        .int(try evaluateInt(frame, interpreter))
    }
}

/// `lhs op k` on `Int`s where `k` is a literal (`x % 8`, `checksum * 31`): the constant is held
/// here, not asked of a node.
final class IntArithmeticByConstant: Expression {
    let arithmetic: Arithmetic
    let lhs: Expression
    let rhs: Int

    init(_ arithmetic: Arithmetic, _ lhs: Expression, _ rhs: Int, line: Int) {
        self.arithmetic = arithmetic
        self.lhs = lhs
        self.rhs = rhs
        super.init(line: line)
    }

    override func evaluateInt(_ frame: Frame, _ interpreter: Interpreter) throws -> Int {
        try arithmetic.integer(try lhs.evaluateInt(frame, interpreter), rhs, line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        .int(try evaluateInt(frame, interpreter))
    }
}

/// `lhs op rhs` on two `Double`s (or `CGFloat`s).
final class DoubleArithmetic: Expression {
    let arithmetic: Arithmetic
    let lhs: Expression
    let rhs: Expression

    init(_ arithmetic: Arithmetic, _ lhs: Expression, _ rhs: Expression, line: Int) {
        self.arithmetic = arithmetic
        self.lhs = lhs
        self.rhs = rhs
        super.init(line: line)
    }

    override func evaluateDouble(_ frame: Frame, _ interpreter: Interpreter) throws -> Double {
        let a = try lhs.evaluateDouble(frame, interpreter)
        let b = try rhs.evaluateDouble(frame, interpreter)
        return arithmetic.floating(a, b)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        .double(try evaluateDouble(frame, interpreter))
    }
}

/// `lhs op k` on `Double`s where `k` is a literal (`angle * 7`; also `k * x` and `k + x`, which
/// are the same numbers in either order): the constant is held here, not asked of a node.
final class DoubleArithmeticByConstant: Expression {
    let arithmetic: Arithmetic
    let lhs: Expression
    let rhs: Double

    init(_ arithmetic: Arithmetic, _ lhs: Expression, _ rhs: Double, line: Int) {
        self.arithmetic = arithmetic
        self.lhs = lhs
        self.rhs = rhs
        super.init(line: line)
    }

    override func evaluateDouble(_ frame: Frame, _ interpreter: Interpreter) throws -> Double {
        arithmetic.floating(try lhs.evaluateDouble(frame, interpreter), rhs)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        .double(try evaluateDouble(frame, interpreter))
    }
}

/// `lhs op rhs` comparing two `Int`s.
final class IntComparison: Expression {
    let op: Comparison.Operator
    let lhs: Expression
    let rhs: Expression

    init(_ op: Comparison.Operator, _ lhs: Expression, _ rhs: Expression, line: Int) {
        self.op = op
        self.lhs = lhs
        self.rhs = rhs
        super.init(line: line)
    }

    override func evaluateBool(_ frame: Frame, _ interpreter: Interpreter) throws -> Bool {
        let a = try lhs.evaluateInt(frame, interpreter)
        let b = try rhs.evaluateInt(frame, interpreter)
        return op.holds(a, b)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        .bool(try evaluateBool(frame, interpreter))
    }
}

/// `lhs op k` comparing an `Int` with a literal (`x % 8 == 0`).
final class IntComparisonWithConstant: Expression {
    let op: Comparison.Operator
    let lhs: Expression
    let rhs: Int

    init(_ op: Comparison.Operator, _ lhs: Expression, _ rhs: Int, line: Int) {
        self.op = op
        self.lhs = lhs
        self.rhs = rhs
        super.init(line: line)
    }

    override func evaluateBool(_ frame: Frame, _ interpreter: Interpreter) throws -> Bool {
        op.holds(try lhs.evaluateInt(frame, interpreter), rhs)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        .bool(try evaluateBool(frame, interpreter))
    }
}

/// `lhs op rhs` comparing two `Double`s (or `CGFloat`s), NaN unordered as in Swift.
final class DoubleComparison: Expression {
    let op: Comparison.Operator
    let lhs: Expression
    let rhs: Expression

    init(_ op: Comparison.Operator, _ lhs: Expression, _ rhs: Expression, line: Int) {
        self.op = op
        self.lhs = lhs
        self.rhs = rhs
        super.init(line: line)
    }

    override func evaluateBool(_ frame: Frame, _ interpreter: Interpreter) throws -> Bool {
        let a = try lhs.evaluateDouble(frame, interpreter)
        let b = try rhs.evaluateDouble(frame, interpreter)
        return op.holds(a, b)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        .bool(try evaluateBool(frame, interpreter))
    }
}

/// `!operand`.
final class Not: Expression {
    let operand: Expression

    init(_ operand: Expression, line: Int) {
        self.operand = operand
        super.init(line: line)
    }

    override func evaluateBool(_ frame: Frame, _ interpreter: Interpreter) throws -> Bool {
        try !operand.evaluateBool(frame, interpreter)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        .bool(try evaluateBool(frame, interpreter))
    }
}

/// `value.isMultiple(of: divisor)` on `Int`s: Swift's answer for 0 and -1 divisors, no trap.
final class IntIsMultiple: Expression {
    let value: Expression
    let divisor: Expression
    /// The divisor when it is a literal (`isMultiple(of: 2)`), held here rather than asked of a node.
    private let constantDivisor: Int?

    init(_ value: Expression, of divisor: Expression, line: Int) {
        self.value = value
        self.divisor = divisor
        constantDivisor = NumberNodes.intConstant(divisor)
        super.init(line: line)
    }

    override func evaluateBool(_ frame: Frame, _ interpreter: Interpreter) throws -> Bool {
        let a = try value.evaluateInt(frame, interpreter)
        let b: Int
        if let constantDivisor { b = constantDivisor } else { b = try divisor.evaluateInt(frame, interpreter) }
        if b == 0 { return a == 0 }
        if b == -1 { return true }
        return a % b == 0
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        .bool(try evaluateBool(frame, interpreter))
    }
}

/// `Double(int)` (and `CGFloat(int)`).
final class IntToDouble: Expression {
    let operand: Expression

    init(_ operand: Expression, line: Int) {
        self.operand = operand
        super.init(line: line)
    }

    override func evaluateDouble(_ frame: Frame, _ interpreter: Interpreter) throws -> Double {
        Double(try operand.evaluateInt(frame, interpreter))
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        .double(try evaluateDouble(frame, interpreter))
    }
}

/// A function of one `Double` (`sin`, `sqrt`, `squareRoot()`…).
final class DoubleFunction: Expression {
    let operand: Expression
    let function: (Double) -> Double

    init(_ operand: Expression, line: Int, _ function: @escaping (Double) -> Double) {
        self.operand = operand
        self.function = function
        super.init(line: line)
    }

    override func evaluateDouble(_ frame: Frame, _ interpreter: Interpreter) throws -> Double {
        function(try operand.evaluateDouble(frame, interpreter))
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        .double(try evaluateDouble(frame, interpreter))
    }
}

/// `min(a, b)` or `max(a, b)` of two `Int`s or two `Double`s; like Swift's, `min` answers `b`
/// only when `b < a` and `max` only when `a < b`.
final class Extremum: Expression {
    let isMin: Bool
    let isDouble: Bool
    let lhs: Expression
    let rhs: Expression

    init(isMin: Bool, isDouble: Bool, _ lhs: Expression, _ rhs: Expression, line: Int) {
        self.isMin = isMin
        self.isDouble = isDouble
        self.lhs = lhs
        self.rhs = rhs
        super.init(line: line)
    }

    override func evaluateInt(_ frame: Frame, _ interpreter: Interpreter) throws -> Int {
        let a = try lhs.evaluateInt(frame, interpreter)
        let b = try rhs.evaluateInt(frame, interpreter)
        return isMin ? (b < a ? b : a) : (a < b ? b : a)
    }

    override func evaluateDouble(_ frame: Frame, _ interpreter: Interpreter) throws -> Double {
        let a = try lhs.evaluateDouble(frame, interpreter)
        let b = try rhs.evaluateDouble(frame, interpreter)
        return isMin ? (b < a ? b : a) : (a < b ? b : a)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        isDouble ? .double(try evaluateDouble(frame, interpreter)) : .int(try evaluateInt(frame, interpreter))
    }
}

/// `variable op= rhs` on an `Int` or `Double` variable: read, computed and stored in its slot.
final class NumberCompoundAssignment: Statement {
    let arithmetic: Arithmetic
    let location: StorageLocation
    let rhs: Expression
    /// `rhs` when it is an `Int` literal (`count += 1`), held here rather than asked of a node.
    private let constantInt: Int?

    init(_ arithmetic: Arithmetic, _ location: StorageLocation, _ rhs: Expression, line: Int) {
        self.arithmetic = arithmetic
        self.location = location
        self.rhs = rhs
        constantInt = NumberNodes.intConstant(rhs)
        super.init(line: line)
    }

    override func execute(_ frame: Frame, _ interpreter: Interpreter) throws -> Flow {
        if case .int = arithmetic.operands {
            let b: Int
            if let constantInt { b = constantInt } else { b = try rhs.evaluateInt(frame, interpreter) }
            try location.withFrame(frame, interpreter) { target, slot in
                guard let a = target.int(slot) else { return try applyInPlace(.int(b), target, slot) }
                target.put(.int(try arithmetic.integer(a, b, line: line)), slot)
            }
        } else {
            let b = try rhs.evaluateDouble(frame, interpreter)
            try location.withFrame(frame, interpreter) { target, slot in
                guard let a = target.double(slot) else { return try applyInPlace(.double(b), target, slot) }
                target.put(.double(arithmetic.floating(a, b)), slot)
            }
        }
        return .normal
    }

    /// The general path, for a slot holding something other than the plain number.
    private func applyInPlace(_ b: Value, _ target: Frame, _ slot: Int) throws {
        let arithmetic = arithmetic
        let line = line
        try target.modify(slot, line: line) { value in value = try arithmetic.apply(value, b, line: line) }
    }
}

/// `variable = rhs` (or its declaration with an initial value) for an `Int` or `Double`
/// variable: the number is computed without a `Value` and stored in the slot.
final class NumberStore: Statement {
    let location: StorageLocation
    let value: Expression
    let isDouble: Bool
    /// The number when `value` is a literal (`var colour = 0`), held here rather than asked of a
    /// node (as numbers, not a `Value?`, whose copy is a call that switches on every case).
    private let constantInt: Int?
    private let constantDouble: Double?

    init(_ location: StorageLocation, _ value: Expression, isDouble: Bool, line: Int) {
        self.location = location
        self.value = value
        self.isDouble = isDouble
        constantInt = isDouble ? nil : NumberNodes.intConstant(value)
        constantDouble = isDouble ? NumberNodes.doubleConstant(value) : nil
        super.init(line: line)
    }

    override func execute(_ frame: Frame, _ interpreter: Interpreter) throws -> Flow {
        // Each branch builds its `Value` where it stores it: one `Value` chosen between the
        // branches was copied and destroyed through outlined calls that switch on every case.
        if isDouble {
            let number = try constantDouble ?? value.evaluateDouble(frame, interpreter)
            try location.withFrame(frame, interpreter) { try $0.storeNumber(.double(number), $1, line: line) }
        } else {
            let number = try constantInt ?? value.evaluateInt(frame, interpreter)
            try location.withFrame(frame, interpreter) { try $0.storeNumber(.int(number), $1, line: line) }
        }
        return .normal
    }
}

extension Comparison.Operator {
    /// Whether `a op b` holds for an ordering operator or equality.
    @inline(__always)
    func holds<T: Comparable>(_ a: T, _ b: T) -> Bool {
        switch self {
        case .equal, .identical: return a == b
        case .notEqual, .notIdentical: return a != b
        case .less: return a < b
        case .lessOrEqual: return a <= b
        case .greater: return a > b
        case .greaterOrEqual: return a >= b
        }
    }
}

/// Chooses the typed node for an operator whose operand types the checker knows.
enum NumberNodes {
    /// Whether values of `type` are held as `.double`.
    static func isDouble(_ type: SwiftType) -> Bool {
        type == .double || type == .cgFloat
    }

    /// The `Int` an operand always is, when it is a literal.
    static func intConstant(_ operand: Expression) -> Int? {
        guard let constant = operand as? Constant, case .int(let number) = constant.value else { return nil }
        return number
    }

    /// The `Double` an operand always is, when it is a literal.
    static func doubleConstant(_ operand: Expression) -> Double? {
        guard let constant = operand as? Constant, case .double(let number) = constant.value else { return nil }
        return number
    }

    /// `lhs op rhs` for an arithmetic operator.
    static func arithmetic(_ arithmetic: Arithmetic, _ lhs: Expression, _ rhs: Expression, line: Int) -> Expression {
        switch arithmetic.operands {
        case .int:
            if let constant = intConstant(rhs) { return IntArithmeticByConstant(arithmetic, lhs, constant, line: line) }
            return IntArithmetic(arithmetic, lhs, rhs, line: line)
        case .double:
            if let constant = doubleConstant(rhs) {
                // Two literals (`2 * Double.pi`): the same IEEE operation, done once.
                if let first = doubleConstant(lhs) { return Constant(.double(arithmetic.floating(first, constant)), line: line) }
                return DoubleArithmeticByConstant(arithmetic, lhs, constant, line: line)
            }
            if arithmetic.op == .add || arithmetic.op == .multiply, let constant = doubleConstant(lhs) {
                return DoubleArithmeticByConstant(arithmetic, rhs, constant, line: line)
            }
            return DoubleArithmetic(arithmetic, lhs, rhs, line: line)
        default: return BinaryArithmetic(arithmetic, lhs, rhs, line: line)
        }
    }

    /// `lhs op rhs` for a comparison of two operands of `type`.
    static func comparison(_ op: Comparison.Operator, _ lhs: Expression, _ rhs: Expression, type: SwiftType,
                           line: Int) -> Expression {
        guard op != .identical, op != .notIdentical else { return Comparison(op, lhs, rhs, line: line) }
        if type == .int {
            if let constant = intConstant(rhs) { return IntComparisonWithConstant(op, lhs, constant, line: line) }
            return IntComparison(op, lhs, rhs, line: line)
        }
        if isDouble(type) { return DoubleComparison(op, lhs, rhs, line: line) }
        if type.isWideUnsigned {
            let key = { (operand: Expression) in
                Unary(operand, line: line) { value, _ in
                    if case .int(let pattern) = value { return .int(IntegerArithmetic.unsignedOrderKey(pattern)) }
                    return value
                }
            }
            return IntComparison(op, key(lhs), key(rhs), line: line)
        }
        return Comparison(op, lhs, rhs, line: line)
    }

    /// `min(a, b)` or `max(a, b)` when both are `Int`s or both `Double`s.
    static func extremum(isMin: Bool, _ operands: [Expression], type: SwiftType, line: Int) -> Expression? {
        guard operands.count == 2, type == .int || isDouble(type) else { return nil }
        return Extremum(isMin: isMin, isDouble: isDouble(type), operands[0], operands[1], line: line)
    }

    /// Stores `value`, of the checker's `type`, in a variable: by `NumberStore` for `Int` and
    /// `Double` variables.
    static func store(_ value: Expression, type: SwiftType, in location: StorageLocation, line: Int) -> Statement {
        if type == .int || isDouble(type) { return NumberStore(location, value, isDouble: isDouble(type), line: line) }
        return Initialize(location, value, line: line)
    }

    /// `place = value`, `value` of the checker's `type`.
    static func assignment(_ place: Place, _ value: Expression, type: SwiftType, line: Int) -> Statement {
        if let variable = place as? VariablePlace {
            // A global's or captured variable's assignment may meet an `inout` access of it
            // (a number's store checks off its path, `Frame.storeNumber`).
            if case .local = variable.location {} else if type != .int, !isDouble(type) {
                return VariableAssignment(variable.location, value, line: line)
            }
            return store(value, type: type, in: variable.location, line: line)
        }
        if let field = place as? FieldPlace, let location = field.variable, type == .int || isDouble(type) {
            return FieldNumberStore(field, location, value, isDouble: isDouble(type), line: line)
        }
        return Assignment(place, value, line: line)
    }

    /// `place op= rhs`.
    static func compoundAssignment(_ arithmetic: Arithmetic, _ place: Place, _ rhs: Expression, line: Int) -> Statement {
        if let variable = place as? VariablePlace {
            switch arithmetic.operands {
            case .int, .double: return NumberCompoundAssignment(arithmetic, variable.location, rhs, line: line)
            default: break
            }
        }
        if let field = place as? FieldPlace, let location = field.variable {
            switch arithmetic.operands {
            case .int, .double: return FieldNumberCompoundAssignment(arithmetic, field, location, rhs, line: line)
            default: break
            }
        }
        return CompoundAssignment(arithmetic, place, rhs, line: line)
    }

    /// The conversion `target(operand)` from a number of type `source`, when a typed node does it.
    static func conversion(_ operand: Expression, from source: SwiftType, to target: SwiftType, line: Int) -> Expression? {
        if source == .int, isDouble(target) { return IntToDouble(operand, line: line) }
        return nil
    }
}
