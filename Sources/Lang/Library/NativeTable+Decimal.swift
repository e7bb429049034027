import Foundation

extension NativeTable {
    /// The arithmetic of `Prelude.decimal`, done by Foundation's own `Decimal` (the one swiftc's
    /// programs link on this system), so every sum, quotient, rounding and description is
    /// corelibs' to the last digit. A Lang `Decimal` holds the bytes of Foundation's value
    /// (`DecimalFields`). Inputs on which Foundation would trap, or run without end, are refused
    /// first with a runtime error, as the program would trap.
    static let decimal: [String: NativeFunction] = [
        "Decimal.fromInt": { call in
            guard let number = try call.argument(0).intValue else { throw RuntimeError("expected an Int", line: call.line) }
            return try DecimalFields.value(Foundation.Decimal(number), call)
        },
        "Decimal.fromDouble": { call in
            let number = try call.number(0)
            // Foundation's precondition, which traps the program.
            if number.isInfinite { throw RuntimeError("Decimal does not yet fully adopt FloatingPoint", line: call.line) }
            return try DecimalFields.value(Foundation.Decimal(number), call)
        },
        "Decimal.fromString": { call in
            guard let text = try call.argument(0).stringValue else { throw RuntimeError("expected a String", line: call.line) }
            guard let parsed = Foundation.Decimal(string: text) else { return .null }
            return try DecimalFields.value(parsed, call)
        },
        "Decimal.constant": { call in
            guard let which = try call.argument(0).intValue else { throw RuntimeError("expected a constant", line: call.line) }
            let constants: [Foundation.Decimal] = [.nan, .pi, .greatestFiniteMagnitude, .leastFiniteMagnitude, .leastNonzeroMagnitude]
            return try DecimalFields.value(constants[max(0, min(which, constants.count - 1))], call)
        },
        "Decimal.arithmetic": { call in
            guard let operation = try call.argument(0).intValue else { throw RuntimeError("expected an operation", line: call.line) }
            let lhs = try DecimalFields.decimal(call, 1), rhs = try DecimalFields.decimal(call, 2)
            let result: Foundation.Decimal
            switch operation {
            case 0: result = lhs + rhs
            case 1: result = lhs - rhs
            case 2: result = lhs * rhs
            case 3: result = lhs / rhs
            default: result = Foundation.Decimal(signOf: lhs, magnitudeOf: rhs)
            }
            return try DecimalFields.value(result, call)
        },
        "Decimal.compare": { call in
            let lhs = try DecimalFields.decimal(call, 0), rhs = try DecimalFields.decimal(call, 1)
            return .int(lhs == rhs ? 0 : (lhs < rhs ? -1 : 1))
        },
        "Decimal.power": { call in
            let base = try DecimalFields.decimal(call, 0)
            guard let exponent = try call.argument(1).intValue else { throw RuntimeError("expected an Int", line: call.line) }
            // Foundation takes the exponent's magnitude, which Int.min does not have.
            if exponent == Int.min { throw RuntimeError(IntegerArithmetic.overflow, line: call.line) }
            return try DecimalFields.value(pow(base, exponent), call)
        },
        "Decimal.round": { call in
            var number = try DecimalFields.decimal(call, 0)
            guard let scale = try call.argument(1).intValue, let mode = try call.argument(2).intValue else {
                throw RuntimeError("expected a scale and a rounding mode", line: call.line)
            }
            // Foundation divides by ten once per place, so a scale far below any Decimal's digits
            // would run on; past ±1,000 places every rounding has long since reached its end.
            guard abs(scale) <= 1_000 else { throw RuntimeError("the scale \(scale) is out of range", line: call.line) }
            var result = Foundation.Decimal()
            let modes: [NSDecimalNumber.RoundingMode] = [.plain, .down, .up, .bankers]
            NSDecimalRound(&result, &number, scale, modes[max(0, min(mode, 3))])
            return try DecimalFields.value(result, call)
        },
        "Decimal.scaled": { call in
            guard let negative = try call.argument(0).boolValue, let exponent = try call.argument(1).intValue else {
                throw RuntimeError("expected a sign and an exponent", line: call.line)
            }
            // Any exponent past Int8's range over- or underflows alike; clamped, Foundation never
            // narrows one that does not fit its Int32.
            let significand = try DecimalFields.decimal(call, 2)
            let made = Foundation.Decimal(sign: negative ? .minus : .plus, exponent: max(-1_000, min(exponent, 1_000)),
                                          significand: significand)
            return try DecimalFields.value(made, call)
        },
        "Decimal.unary": { call in
            let number = try DecimalFields.decimal(call, 0)
            guard let operation = try call.argument(1).intValue else { throw RuntimeError("expected an operation", line: call.line) }
            let result: Foundation.Decimal
            switch operation {
            case 0: result = -number
            case 1: result = number.significand
            case 2: result = number.ulp
            case 3: result = number.nextUp
            default: result = number.nextDown
            }
            return try DecimalFields.value(result, call)
        },
        "Decimal.exponent": { call in .int(try DecimalFields.decimal(call, 0).exponent) },
        "Decimal.kind": { call in
            let number = try DecimalFields.decimal(call, 0)
            return .int((number.isNaN ? 1 : 0) | (number.isZero ? 2 : 0) | (number.sign == .minus ? 4 : 0))
        },
        "Decimal.description": { call in .string(try DecimalFields.decimal(call, 0).description) },
        "Decimal.double": { call in .double(NSDecimalNumber(decimal: try DecimalFields.decimal(call, 0)).doubleValue) },
        "Decimal.int": { call in .int(NSDecimalNumber(decimal: try DecimalFields.decimal(call, 0)).intValue) },
    ]
}

/// The conversion between Lang's `Decimal` and Foundation's: the prelude's struct holds the
/// bytes of Foundation's value, eight to an `Int` field, so a value comes back exactly as
/// Foundation made it (its exponent, compactness and mantissa words, which its public API does
/// not give). The bytes are checked on the way in: a length of at most eight mantissa words and
/// no words past it, so a value made up in a program cannot reach Foundation malformed.
enum DecimalFields {
    /// How many bytes Foundation's `Decimal` has (20), and how many `Int` fields hold them.
    static let byteCount = MemoryLayout<Foundation.Decimal>.size
    static let fieldCount = (byteCount + 7) / 8

    /// The `Decimal` argument at `index` as Foundation's.
    static func decimal(_ call: NativeCall, _ index: Int) throws -> Foundation.Decimal {
        try decimal(call.argument(index), line: call.line)
    }

    /// A value of the prelude's `Decimal` as Foundation's.
    static func decimal(_ value: Value, line: Int) throws -> Foundation.Decimal {
        guard case .structValue(_, let fields) = value.unboxed, fields.count == fieldCount, byteCount == 20 else {
            throw RuntimeError("expected a Decimal", line: line)
        }
        var bytes: [UInt8] = []
        for field in fields {
            let bits = UInt64(bitPattern: Int64(field.intValue ?? 0))
            bytes += (0..<8).map { UInt8(truncatingIfNeeded: bits >> (8 * $0)) }
        }
        bytes.removeLast(bytes.count - byteCount)
        // Byte 1's high nibble is the length in 16-bit words of the mantissa, bytes 4… its words.
        let length = Int(bytes[1] >> 4)
        guard length <= 8, bytes[(4 + 2 * length)...].allSatisfy({ $0 == 0 }) else {
            throw RuntimeError("malformed Decimal", line: line)
        }
        var decimal = Foundation.Decimal()
        withUnsafeMutableBytes(of: &decimal) { $0.copyBytes(from: bytes) }
        return decimal
    }

    /// Foundation's `decimal` as a value of the prelude's `Decimal`.
    static func value(_ decimal: Foundation.Decimal, _ call: NativeCall) throws -> Value {
        guard let decl = call.types.declarations["Decimal"] else { throw RuntimeError("the library has no Decimal", line: call.line) }
        var copy = decimal
        var bytes = withUnsafeBytes(of: &copy) { Array($0) }
        bytes += Array(repeating: 0, count: fieldCount * 8 - bytes.count)
        let fields = (0..<fieldCount).map { field -> Value in
            let bits = (0..<8).reduce(UInt64(0)) { $0 | UInt64(bytes[field * 8 + $1]) << (8 * $1) }
            return .int(Int(Int64(bitPattern: bits)))
        }
        return .structValue(decl, fields)
    }
}
