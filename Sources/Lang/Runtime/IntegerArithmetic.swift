/// Swift's integer arithmetic: checked `+ - *` (overflow traps), `/` truncating toward zero and
/// `%` taking the dividend's sign (division by zero traps), wrapping `&+ &- &*`, and the
/// "smart" shifts, where a negative or oversized shift amount shifts the other way or to zero.
///
/// Fixed-width types (`Int8`, `UInt8`, …) are held in an `Int`; their results are checked
/// against the type's range here.
enum IntegerArithmetic {
    static let overflow = "arithmetic overflow"

    @inline(__always)
    static func add(_ a: Int, _ b: Int, line: Int) throws -> Int {
        let (result, overflowed) = a.addingReportingOverflow(b)
        if overflowed { throw RuntimeError(overflow, line: line) }
        return result
    }

    @inline(__always)
    static func subtract(_ a: Int, _ b: Int, line: Int) throws -> Int {
        let (result, overflowed) = a.subtractingReportingOverflow(b)
        if overflowed { throw RuntimeError(overflow, line: line) }
        return result
    }

    @inline(__always)
    static func multiply(_ a: Int, _ b: Int, line: Int) throws -> Int {
        let (result, overflowed) = a.multipliedReportingOverflow(by: b)
        if overflowed { throw RuntimeError(overflow, line: line) }
        return result
    }

    @inline(__always)
    static func divide(_ a: Int, _ b: Int, line: Int) throws -> Int {
        if b == 0 { throw RuntimeError("Division by zero", line: line) }
        let (result, overflowed) = a.dividedReportingOverflow(by: b)
        if overflowed { throw RuntimeError("Division results in an overflow", line: line) }
        return result
    }

    @inline(__always)
    static func remainder(_ a: Int, _ b: Int, line: Int) throws -> Int {
        if b == 0 { throw RuntimeError("Division by zero in remainder operation", line: line) }
        let (result, overflowed) = a.remainderReportingOverflow(dividingBy: b)
        if overflowed { throw RuntimeError("Division results in an overflow in remainder operation", line: line) }
        return result
    }

    static func negate(_ a: Int, line: Int) throws -> Int {
        try subtract(0, a, line: line)
    }

    /// `a << amount` with Swift's smart-shift rules.
    static func shiftLeft(_ a: Int, _ amount: Int) -> Int {
        if amount < 0 { return shiftRight(a, amount == Int.min ? Int.max : -amount) }
        return amount >= Int.bitWidth ? 0 : a << amount
    }

    /// `a >> amount` (arithmetic) with Swift's smart-shift rules.
    static func shiftRight(_ a: Int, _ amount: Int) -> Int {
        if amount < 0 { return shiftLeft(a, amount == Int.min ? Int.max : -amount) }
        return amount >= Int.bitWidth ? (a < 0 ? -1 : 0) : a >> amount
    }

    /// Checks that `value` fits `kind`, as Swift traps when a fixed-width result overflows.
    static func checked(_ value: Int, _ kind: IntegerKind, line: Int) throws -> Int {
        if value < kind.min || value > kind.max { throw RuntimeError(overflow, line: line) }
        return value
    }

    /// `value` wrapped into `kind`'s range, two's complement, as `&+` and `truncatingIfNeeded:` do.
    static func wrapped(_ value: Int, _ kind: IntegerKind) -> Int {
        switch kind {
        case .int8: return Int(Int8(truncatingIfNeeded: value))
        case .int16: return Int(Int16(truncatingIfNeeded: value))
        case .int32: return Int(Int32(truncatingIfNeeded: value))
        case .uint8: return Int(UInt8(truncatingIfNeeded: value))
        case .uint16: return Int(UInt16(truncatingIfNeeded: value))
        case .uint32: return Int(UInt32(truncatingIfNeeded: value))
        case .int64, .uint, .uint64: return value
        }
    }

    /// `Int(value)` for a floating-point value: Swift traps on NaN, infinity and values outside
    /// `Int`'s range, and truncates toward zero otherwise.
    static func int(from value: Double, line: Int) throws -> Int {
        guard value.isFinite else {
            throw RuntimeError("Double value cannot be converted to Int because it is either infinite or NaN", line: line)
        }
        // 2^63 is exactly representable; every Double below it in magnitude converts.
        if value >= 9_223_372_036_854_775_808.0 {
            throw RuntimeError("Double value cannot be converted to Int because the result would be greater than Int.max", line: line)
        }
        if value < -9_223_372_036_854_775_808.0 {
            throw RuntimeError("Double value cannot be converted to Int because the result would be less than Int.min", line: line)
        }
        return Int(value.rounded(.towardZero))
    }

    /// `Int(exactly: value)`: the integer if `value` is one and fits, else nil.
    static func int(exactly value: Double) -> Int? {
        guard value.isFinite, value.rounded(.towardZero) == value,
              value >= -9_223_372_036_854_775_808.0, value < 9_223_372_036_854_775_808.0 else { return nil }
        return Int(value)
    }
}
