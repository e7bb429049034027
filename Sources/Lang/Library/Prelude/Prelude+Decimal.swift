extension Prelude {
    /// Foundation's `Decimal` (a 38-digit decimal mantissa with a power-of-ten exponent, for
    /// money and exact tenths) and `NSDecimalNumber`'s conversions. The value holds the bytes of
    /// Foundation's own; the arithmetic, comparison, rounding and text are Foundation's
    /// (`NativeTable+Decimal.swift`), so they agree with a compiled program to the last digit.
    static let decimal = #"""
    /// A decimal number: up to 38 significant digits times a power of ten, as Foundation's `Decimal`.
    /// It codes as a JSON number with its digits (`CodableEncoding`, `CodableDecoding`).
    struct Decimal: Hashable, Comparable, CustomStringConvertible, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
                    SignedNumeric, Codable {
        /// Foundation's value, byte for byte, eight bytes a field (`DecimalFields`); only the
        /// natives make one.
        var _word0: Int
        var _word1: Int
        var _word2: Int

        /// Zero.
        init() { self = _decimalFromInt(0) }
        /// The integer `value`, exactly.
        init(_ value: Int) { self = _decimalFromInt(value) }
        /// The binary `value` in decimal digits (`Decimal(3.133)` is 3.132999999999999488); a
        /// NaN is NaN and an infinity traps, as in Foundation.
        init(_ value: Double) { self = _decimalFromDouble(value) }
        /// The number an integer literal writes.
        init(integerLiteral value: Int) { self = _decimalFromInt(value) }
        /// The number a floating-point literal writes, through its `Double`.
        init(floatLiteral value: Double) { self = _decimalFromDouble(value) }
        /// The number `string` begins with (`"12abc"` is 12); nil when it begins with none.
        init?(string: String) {
            guard let parsed = _decimalFromString(string) else { return nil }
            self = parsed
        }
        /// `significand` times ten to the `exponent`, with the sign `sign`.
        init(sign: FloatingPointSign, exponent: Int, significand: Decimal) {
            self = _decimalScaled(sign == .minus, exponent, significand)
        }
        /// The magnitude of `magnitude` with the sign of `signOf`.
        init(signOf: Decimal, magnitudeOf magnitude: Decimal) { self = _decimalArithmetic(4, signOf, magnitude) }

        /// Zero.
        static var zero: Decimal { Decimal() }
        /// Not a number: the result of a division by zero or an overflow.
        static var nan: Decimal { _decimalConstant(0) }
        /// Not a number.
        static var quietNaN: Decimal { nan }
        /// π to 38 digits.
        static var pi: Decimal { _decimalConstant(1) }
        /// The largest finite Decimal, (2¹²⁸ − 1) × 10¹²⁷.
        static var greatestFiniteMagnitude: Decimal { _decimalConstant(2) }
        /// The most negative finite Decimal.
        static var leastFiniteMagnitude: Decimal { _decimalConstant(3) }
        /// The smallest positive Decimal, 10⁻¹²⁷.
        static var leastNonzeroMagnitude: Decimal { _decimalConstant(4) }
        /// The smallest positive normal Decimal, 10⁻¹²⁷.
        static var leastNormalMagnitude: Decimal { leastNonzeroMagnitude }
        /// The base of the exponent: 10.
        static var radix: Int { 10 }

        /// The number in decimal digits, without an exponent (`0.001`, `1500`, `NaN`).
        var description: String { _decimalDescription(self) }
        /// The power of ten the significand is scaled by.
        var exponent: Int { _decimalExponent(self) }
        /// The digits as a whole number, unsigned.
        var significand: Decimal { _decimalUnary(self, 1) }
        /// `.minus` for a negative number.
        var sign: FloatingPointSign { isSignMinus ? .minus : .plus }
        /// The absolute value.
        var magnitude: Decimal { Decimal(signOf: 0, magnitudeOf: self) }
        /// Whether the number is zero.
        var isZero: Bool { _decimalKind(self) & 2 != 0 }
        /// Whether the number is NaN.
        var isNaN: Bool { _decimalKind(self) & 1 != 0 }
        /// Whether the number is not NaN.
        var isFinite: Bool { !isNaN }
        /// Whether the number is neither zero nor NaN.
        var isNormal: Bool { !isZero && !isNaN }
        /// Whether the sign is minus.
        var isSignMinus: Bool { _decimalKind(self) & 4 != 0 }
        /// The unit in the last of the 38 places.
        var ulp: Decimal { _decimalUnary(self, 2) }
        /// The next larger Decimal.
        var nextUp: Decimal { _decimalUnary(self, 3) }
        /// The next smaller Decimal.
        var nextDown: Decimal { _decimalUnary(self, 4) }

        /// Flips the sign.
        mutating func negate() { self = _decimalUnary(self, 0) }

        /// The sum, rounded to 38 digits; NaN when it overflows.
        static func + (lhs: Decimal, rhs: Decimal) -> Decimal { _decimalArithmetic(0, lhs, rhs) }
        /// The difference, rounded to 38 digits; NaN when it overflows.
        static func - (lhs: Decimal, rhs: Decimal) -> Decimal { _decimalArithmetic(1, lhs, rhs) }
        /// The product, rounded to 38 digits; NaN when it overflows.
        static func * (lhs: Decimal, rhs: Decimal) -> Decimal { _decimalArithmetic(2, lhs, rhs) }
        /// The quotient rounded to 38 digits; NaN for a division by zero.
        static func / (lhs: Decimal, rhs: Decimal) -> Decimal { _decimalArithmetic(3, lhs, rhs) }
        /// The number with its sign flipped.
        static prefix func - (operand: Decimal) -> Decimal { _decimalUnary(operand, 0) }
        /// Adds `rhs` to `lhs`.
        static func += (lhs: inout Decimal, rhs: Decimal) { lhs = lhs + rhs }
        /// Subtracts `rhs` from `lhs`.
        static func -= (lhs: inout Decimal, rhs: Decimal) { lhs = lhs - rhs }
        /// Multiplies `lhs` by `rhs`.
        static func *= (lhs: inout Decimal, rhs: Decimal) { lhs = lhs * rhs }
        /// Divides `lhs` by `rhs`.
        static func /= (lhs: inout Decimal, rhs: Decimal) { lhs = lhs / rhs }
        /// Whether the numbers are equal (1.0 equals 1; NaN equals NaN, as in Foundation).
        static func == (lhs: Decimal, rhs: Decimal) -> Bool { _decimalCompare(lhs, rhs) == 0 }
        /// Whether `lhs` is less than `rhs` (NaN is less than every number, as in Foundation).
        static func < (lhs: Decimal, rhs: Decimal) -> Bool { _decimalCompare(lhs, rhs) < 0 }
        /// Hashes the number's value, so that equal Decimals hash alike.
        func hash(into hasher: inout Hasher) { hasher.combine(_decimalDouble(self)) }

        /// How a rounding treats the digits it drops.
        typealias RoundingMode = NSDecimalNumber.RoundingMode
    }

    /// `number` rounded to `scale` digits after the point, as `roundingMode` says, into `result`.
    func NSDecimalRound(_ result: inout Decimal, _ number: inout Decimal, _ scale: Int, _ roundingMode: NSDecimalNumber.RoundingMode) {
        result = _decimalRound(number, scale, roundingMode.rawValue)
    }

    /// A Decimal as a Foundation number object: its conversions to `Double` and `Int`. A Decimal
    /// bridges to one with `as` (`price as NSDecimalNumber`); two are equal when their numbers are.
    final class NSDecimalNumber: CustomStringConvertible, Equatable {
        /// How a rounding treats the digits it drops.
        enum RoundingMode: Int {
            /// Half away from zero.
            case plain
            /// Toward negative infinity.
            case down
            /// Toward positive infinity.
            case up
            /// Half to the even digit.
            case bankers
        }

        /// The number.
        let decimalValue: Decimal
        /// The number `decimal`.
        init(decimal: Decimal) { decimalValue = decimal }
        /// The number `string` begins with; NaN when it begins with none.
        init(string: String) { decimalValue = Decimal(string: string) ?? .nan }
        /// The integer `value`.
        init(value: Int) { decimalValue = Decimal(value) }
        /// The nearest `Double`.
        var doubleValue: Double { _decimalDouble(decimalValue) }
        /// The whole part, as Foundation converts it.
        var intValue: Int { _decimalInt(decimalValue) }
        /// The number in decimal digits.
        var stringValue: String { decimalValue.description }
        /// The number in decimal digits.
        var description: String { decimalValue.description }
        /// Whether the two numbers are equal.
        static func == (lhs: NSDecimalNumber, rhs: NSDecimalNumber) -> Bool { lhs.decimalValue == rhs.decimalValue }
    }

    /// The integer `value` as a Decimal.
    @_native("Decimal.fromInt") func _decimalFromInt(_ value: Int) -> Decimal
    /// The binary `value` as Foundation converts it; an infinity is a runtime error.
    @_native("Decimal.fromDouble") func _decimalFromDouble(_ value: Double) -> Decimal
    /// The number `text` begins with, as Foundation reads it; nil when none.
    @_native("Decimal.fromString") func _decimalFromString(_ text: String) -> Decimal?
    /// `lhs` and `rhs` added (0), subtracted (1), multiplied (2) or divided (3), or the magnitude
    /// of `rhs` with the sign of `lhs` (4).
    @_native("Decimal.arithmetic") func _decimalArithmetic(_ operation: Int, _ lhs: Decimal, _ rhs: Decimal) -> Decimal
    /// -1, 0 or 1 as `lhs` is less than, equal to or greater than `rhs`.
    @_native("Decimal.compare") func _decimalCompare(_ lhs: Decimal, _ rhs: Decimal) -> Int
    /// `x` raised to the whole power `y` by Foundation's `pow(_:_:)`, rounded to 38 digits; NaN
    /// when it overflows. Foundation's `pow(Decimal, Int)` calls it (Checker+DecimalPower.swift).
    @_native("Decimal.power") func _decimalPower(_ x: Decimal, _ y: Int) -> Decimal
    /// `number` rounded to `scale` places by `NSDecimalRound` in the mode of raw value `mode`.
    @_native("Decimal.round") func _decimalRound(_ number: Decimal, _ scale: Int, _ mode: Int) -> Decimal
    /// `significand` times ten to the `exponent`, negated when `negative`.
    @_native("Decimal.scaled") func _decimalScaled(_ negative: Bool, _ exponent: Int, _ significand: Decimal) -> Decimal
    /// The negation (0), significand (1), ulp (2), next up (3) or next down (4) of `number`.
    @_native("Decimal.unary") func _decimalUnary(_ number: Decimal, _ operation: Int) -> Decimal
    /// NaN (0), π (1), the greatest (2) and least (3) finite magnitudes, the least nonzero one (4).
    @_native("Decimal.constant") func _decimalConstant(_ which: Int) -> Decimal
    /// The power of ten of `number`.
    @_native("Decimal.exponent") func _decimalExponent(_ number: Decimal) -> Int
    /// 1 for NaN, plus 2 for zero, plus 4 for a minus sign.
    @_native("Decimal.kind") func _decimalKind(_ number: Decimal) -> Int
    /// `number` in decimal digits, as Foundation writes it.
    @_native("Decimal.description") func _decimalDescription(_ number: Decimal) -> String
    /// The nearest `Double`, as `NSDecimalNumber.doubleValue` gives it.
    @_native("Decimal.double") func _decimalDouble(_ number: Decimal) -> Double
    /// The whole part, as `NSDecimalNumber.intValue` gives it.
    @_native("Decimal.int") func _decimalInt(_ number: Decimal) -> Int
    """#
}
