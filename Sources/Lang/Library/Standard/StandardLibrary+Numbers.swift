extension StandardLibrary {
    /// Members every integer type has (`Int`, `UInt8`…), as `BinaryInteger` and `FixedWidthInteger` declare them.
    static let integers: [Builtin] = [
        Builtin("BinaryInteger", "static var max: Self { get }", "The largest representable value.") { $0.integerLimitRule($1) },
        Builtin("BinaryInteger", "static var min: Self { get }", "The smallest representable value.") { $0.integerLimitRule($1) },
        Builtin("BinaryInteger", "static var zero: Self { get }", "Zero.") { $0.integerLimitRule($1) },
        Builtin("BinaryInteger", "static var bitWidth: Int { get }", "The number of bits of the type's representation.") { $0.bitWidthRule($1) },
        Builtin("BinaryInteger", "var magnitude: Magnitude { get }",
                "The absolute value, as the unsigned type of the same width (`UInt` for `Int`).") { $0.integerMagnitudeRule($1) },
        Builtin("BinaryInteger", "var nonzeroBitCount: Int { get }", "The number of bits equal to 1.") { $0.bitCountRule($1) },
        Builtin("BinaryInteger", "var leadingZeroBitCount: Int { get }", "The number of 0 bits above the highest 1 bit.") { $0.bitCountRule($1) },
        Builtin("BinaryInteger", "var trailingZeroBitCount: Int { get }", "The number of 0 bits below the lowest 1 bit.") { $0.bitCountRule($1) },
        Builtin("BinaryInteger", "var isZero: Bool { get }", "Whether the value is zero.") { $0.integerIsZeroRule($1) },
        Builtin("BinaryInteger", "func isMultiple(of other: Self) -> Bool",
                "Whether the value is a multiple of `other` (0 is a multiple of everything).", sample: "(of: 2)") { $0.isMultipleRule($1) },
        Builtin("BinaryInteger", "func quotientAndRemainder(dividingBy rhs: Self) -> (quotient: Self, remainder: Self)",
                "The quotient and remainder of division, truncating the quotient.", sample: "(dividingBy: 2)") { $0.quotientAndRemainderRule($1) },
        Builtin("BinaryInteger", "func addingReportingOverflow(_ rhs: Self) -> (partialValue: Self, overflow: Bool)",
                "The sum, wrapped on overflow, and whether it overflowed.", sample: "(1)") { $0.reportingOverflowRule($1) },
        Builtin("BinaryInteger", "func subtractingReportingOverflow(_ rhs: Self) -> (partialValue: Self, overflow: Bool)",
                "The difference, wrapped on overflow, and whether it overflowed.", sample: "(1)") { $0.reportingOverflowRule($1) },
        Builtin("BinaryInteger", "func multipliedReportingOverflow(by rhs: Self) -> (partialValue: Self, overflow: Bool)",
                "The product, wrapped on overflow, and whether it overflowed.", sample: "(by: 2)") { $0.reportingOverflowRule($1) },
        Builtin("BinaryInteger", "func dividedReportingOverflow(by rhs: Self) -> (partialValue: Self, overflow: Bool)",
                "The quotient, and whether the division overflowed (dividing by zero gives the value itself and true).",
                sample: "(by: 2)") { $0.reportingOverflowRule($1) },
        Builtin("BinaryInteger", "func remainderReportingOverflow(dividingBy rhs: Self) -> (partialValue: Self, overflow: Bool)",
                "The remainder, and whether the division overflowed (dividing by zero gives the value itself and true).",
                sample: "(dividingBy: 2)") { $0.reportingOverflowRule($1) },
        Builtin("BinaryInteger", "mutating func negate()", "Replaces the value with its negation (overflow for `Int.min`).",
                sample: "()") { $0.integerNegateRule($1) },
        Builtin("BinaryInteger", "func signum() -> Self", "-1, 0 or 1 by the value's sign.", sample: "()") { $0.signumRule($1) },
    ]

    /// `Strideable`'s requirements, which every number meets (`Stride` is `Int` for the integers,
    /// the type itself for the floating-point ones) and a program's type may.
    static let strideable: [Builtin] = [
        Builtin("Strideable", "func distance(to other: Self) -> Stride", "The stride from this value to `other` (`other - self` for a number).",
                sample: "(to: 2)", matchesLabels: true) { $0.strideDistanceRule($1) },
        Builtin("Strideable", "func advanced(by n: Stride) -> Self", "The value `n` strides on (`self + n` for a number).",
                sample: "(by: 2)", matchesLabels: true) { $0.strideAdvancedRule($1) },
    ]

    /// Members every floating-point type has (`Double`, `CGFloat`, `Float`), as `BinaryFloatingPoint` declares them.
    static let floatingPoint: [Builtin] = [
        Builtin("BinaryFloatingPoint", "static var pi: Self { get }", "π, the ratio of a circle's circumference to its diameter.") { $0.floatingConstantRule($1) },
        Builtin("BinaryFloatingPoint", "static var infinity: Self { get }", "Positive infinity.") { $0.floatingConstantRule($1) },
        Builtin("BinaryFloatingPoint", "static var nan: Self { get }", "A quiet NaN (not a number).") { $0.floatingConstantRule($1) },
        Builtin("BinaryFloatingPoint", "static var ulpOfOne: Self { get }", "The distance from 1.0 to the next larger value.") { $0.floatingConstantRule($1) },
        Builtin("BinaryFloatingPoint", "static var greatestFiniteMagnitude: Self { get }", "The largest finite value.") { $0.floatingConstantRule($1) },
        Builtin("BinaryFloatingPoint", "static var leastNonzeroMagnitude: Self { get }", "The smallest positive value.") { $0.floatingConstantRule($1) },
        Builtin("BinaryFloatingPoint", "static var leastNormalMagnitude: Self { get }", "The smallest positive normal value.") { $0.floatingConstantRule($1) },
        Builtin("BinaryFloatingPoint", "static var zero: Self { get }", "Zero.") { $0.floatingConstantRule($1) },
        Builtin("BinaryFloatingPoint", "var magnitude: Self { get }", "The absolute value.") { $0.floatingMagnitudeRule($1) },
        Builtin("BinaryFloatingPoint", "var nextUp: Self { get }", "The least value greater than this one.") { $0.nextRule($1) },
        Builtin("BinaryFloatingPoint", "var nextDown: Self { get }", "The greatest value less than this one.") { $0.nextRule($1) },
        Builtin("BinaryFloatingPoint", "var exponent: Int { get }",
                "The power of 2 the value is its significand times (`Int.min` for zero, `Int.max` for infinity and NaN).") { $0.binaryPartRule($1) },
        Builtin("BinaryFloatingPoint", "var significand: Self { get }",
                "The value divided by 2 to the power of its exponent, in 1..<2 for a normal value.") { $0.binaryPartRule($1) },
        Builtin("BinaryFloatingPoint", "var isNaN: Bool { get }", "Whether the value is NaN.") { $0.floatingTestRule($1) },
        Builtin("BinaryFloatingPoint", "var isInfinite: Bool { get }", "Whether the value is infinite.") { $0.floatingTestRule($1) },
        Builtin("BinaryFloatingPoint", "var isFinite: Bool { get }", "Whether the value is neither infinite nor NaN.") { $0.floatingTestRule($1) },
        Builtin("BinaryFloatingPoint", "var isZero: Bool { get }", "Whether the value is zero (of either sign).") { $0.floatingTestRule($1) },
        Builtin("BinaryFloatingPoint", "func rounded() -> Self", "The value rounded to an integral value, halves away from zero.",
                sample: "()") { $0.roundedRule($1) },
        Builtin("BinaryFloatingPoint", "func rounded(_ rule: FloatingPointRoundingRule) -> Self",
                "The value rounded to an integral value by `rule` (`.up`, `.down`, `.towardZero`, `.toNearestOrEven`…).",
                sample: "(.down)") { $0.roundedRule($1) },
        Builtin("BinaryFloatingPoint", "mutating func round()", "Rounds the value to an integral value, halves away from zero.",
                sample: "()") { $0.roundRule($1) },
        Builtin("BinaryFloatingPoint", "mutating func round(_ rule: FloatingPointRoundingRule)",
                "Rounds the value to an integral value by `rule`.", sample: "(.up)") { $0.roundRule($1) },
        Builtin("BinaryFloatingPoint", "mutating func negate()", "Replaces the value with its negation.", sample: "()") { $0.roundRule($1) },
        Builtin("BinaryFloatingPoint", "func squareRoot() -> Self", "The square root of the value.", sample: "()") { $0.squareRootRule($1) },
        Builtin("BinaryFloatingPoint", "func truncatingRemainder(dividingBy other: Self) -> Self",
                "The remainder of division, truncating the quotient (the sign of the dividend).",
                sample: "(dividingBy: 2)") { $0.remainderRule($1) },
        Builtin("BinaryFloatingPoint", "func remainder(dividingBy other: Self) -> Self",
                "The remainder of division, rounding the quotient to the nearest integer.", sample: "(dividingBy: 2)") { $0.remainderRule($1) },
    ]

    /// `description`, which numbers, `Bool`, `String`, `Character`, arrays, sets, dictionaries and ranges share.
    static let descriptions: [Builtin] = [
        Builtin("CustomStringConvertible", "var description: String { get }", "The value as `print` writes it.") { $0.descriptionRule($1) },
    ]
}
