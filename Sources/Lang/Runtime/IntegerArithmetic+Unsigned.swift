/// `UInt` and `UInt64` are held in an `Int` as their bit pattern, so that every value up to
/// `UInt.max` fits: their arithmetic, order, printing and conversions read the pattern as
/// unsigned. (The narrower unsigned types fit an `Int`'s non-negative range as they are.)
extension IntegerKind {
    /// Whether the value is held as a 64-bit unsigned bit pattern (`UInt`, `UInt64`).
    public var isWideUnsigned: Bool { self == .uint || self == .uint64 }
}

extension SwiftType {
    /// Whether this is `UInt` or `UInt64`, held as a bit pattern.
    public var isWideUnsigned: Bool {
        if case .fixedInt(let kind) = self { return kind.isWideUnsigned }
        return false
    }
}

extension IntegerArithmetic {
    /// `a op b` on two `UInt` bit patterns: `+ - *` trap on overflow, `/` and `%` by zero trap,
    /// `>>` is logical, `&+ &- &*` wrap.
    static func unsigned(_ op: Arithmetic.Operator, _ a: Int, _ b: Int, line: Int) throws -> Int {
        let x = UInt(bitPattern: a)
        let y = UInt(bitPattern: b)
        func checked(_ pair: (partialValue: UInt, overflow: Bool)) throws -> Int {
            if pair.overflow { throw RuntimeError(overflow, line: line) }
            return Int(bitPattern: pair.partialValue)
        }
        switch op {
        case .add: return try checked(x.addingReportingOverflow(y))
        case .subtract: return try checked(x.subtractingReportingOverflow(y))
        case .multiply: return try checked(x.multipliedReportingOverflow(by: y))
        case .divide:
            if y == 0 { throw RuntimeError("Division by zero", line: line) }
            return Int(bitPattern: x / y)
        case .remainder:
            if y == 0 { throw RuntimeError("Division by zero in remainder operation", line: line) }
            return Int(bitPattern: x % y)
        case .wrappingAdd: return Int(bitPattern: x &+ y)
        case .wrappingSubtract: return Int(bitPattern: x &- y)
        case .wrappingMultiply: return Int(bitPattern: x &* y)
        case .and: return a & b
        case .or: return a | b
        case .xor: return a ^ b
        // The amount is a `UInt` too here, so a "negative" pattern is a huge shift: all bits go.
        case .shiftLeft: return b < 0 || b >= UInt.bitWidth ? 0 : Int(bitPattern: x << y)
        case .shiftRight: return b < 0 || b >= UInt.bitWidth ? 0 : Int(bitPattern: x >> y)
        case .maskingShiftLeft: return Int(bitPattern: x &<< y)
        case .maskingShiftRight: return Int(bitPattern: x &>> y)
        }
    }

    /// The `Int` whose signed order is the unsigned order of `pattern` (the sign bit flipped), so
    /// that `UInt` values compare with `Int`'s comparison.
    static func unsignedOrderKey(_ pattern: Int) -> Int { pattern ^ Int.min }
}

extension Comparison {
    /// Swift's `<`, reading two `Int`s as `UInt` bit patterns when `unsigned` (a `UInt` above
    /// `Int.max` sorts above the rest in `sorted()`, `min()`, `max(a, b)`).
    static func less(_ a: Value, _ b: Value, unsigned: Bool, _ interpreter: Interpreter, line: Int) throws -> Bool {
        guard unsigned, case .int(let x) = a.unboxed, case .int(let y) = b.unboxed else { return try less(a, b, interpreter, line: line) }
        return IntegerArithmetic.unsignedOrderKey(x) < IntegerArithmetic.unsignedOrderKey(y)
    }
}
