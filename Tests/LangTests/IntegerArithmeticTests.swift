import Testing
@testable import Lang

/// Swift's integer semantics; each expectation is what the same expression gives in a binary
/// built by swiftc (the traps' words are those of Swift's runtime messages).
@Suite struct IntegerArithmeticTests {
    @Test func divisionTruncatesAndRemainderTakesTheDividendsSign() throws {
        #expect(try IntegerArithmetic.divide(7, 2, line: 1) == 3)
        #expect(try IntegerArithmetic.divide(-7, 2, line: 1) == -3)
        #expect(try IntegerArithmetic.remainder(-7, 2, line: 1) == -1)
        #expect(try IntegerArithmetic.remainder(7, -2, line: 1) == 1)
    }

    @Test func overflowAndDivisionByZeroTrapNamingTheLine() {
        #expect(throws: RuntimeError("arithmetic overflow", line: 4)) {
            try IntegerArithmetic.add(Int.max, 1, line: 4)
        }
        #expect(throws: RuntimeError("arithmetic overflow", line: 2)) {
            try IntegerArithmetic.multiply(Int.min, -1, line: 2)
        }
        #expect(throws: RuntimeError("Division by zero", line: 3)) {
            try IntegerArithmetic.divide(1, 0, line: 3)
        }
        #expect(throws: RuntimeError("Division by zero in remainder operation", line: 3)) {
            try IntegerArithmetic.remainder(1, 0, line: 3)
        }
        #expect(throws: RuntimeError("Division results in an overflow", line: 5)) {
            try IntegerArithmetic.divide(Int.min, -1, line: 5)
        }
    }

    @Test func shiftsAreSmart() {
        // print(1 << 64, 1 >> 70, -16 >> 2, -1 << 3, 1 << -1, -8 >> 70) → 0 0 -4 -8 0 -1
        #expect(IntegerArithmetic.shiftLeft(1, 64) == 0)
        #expect(IntegerArithmetic.shiftRight(1, 70) == 0)
        #expect(IntegerArithmetic.shiftRight(-16, 2) == -4)
        #expect(IntegerArithmetic.shiftLeft(-1, 3) == -8)
        #expect(IntegerArithmetic.shiftLeft(1, -1) == 0)
        #expect(IntegerArithmetic.shiftRight(-8, 70) == -1)
        #expect(IntegerArithmetic.shiftRight(8, -2) == 32)
    }

    @Test func fixedWidthIntegersWrapAndCheck() throws {
        // Int8(100) &* Int8(3) is 44; UInt8(200) &+ UInt8(100) is 44; Int8(truncatingIfNeeded: 200) is -56.
        #expect(IntegerArithmetic.wrapped(300, .int8) == 44)
        #expect(IntegerArithmetic.wrapped(300, .uint8) == 44)
        #expect(IntegerArithmetic.wrapped(200, .int8) == -56)
        #expect(throws: RuntimeError("arithmetic overflow", line: 1)) {
            try IntegerArithmetic.checked(128, .int8, line: 1)
        }
        #expect(try IntegerArithmetic.checked(-128, .int8, line: 1) == -128)
    }

    @Test func doubleToIntTruncatesAndTrapsOutsideItsRange() throws {
        #expect(try IntegerArithmetic.int(from: -2.9, line: 1) == -2)
        #expect(try IntegerArithmetic.int(from: 9.223372036854775e18, line: 1) == 9_223_372_036_854_774_784)
        #expect(throws: RuntimeError("Double value cannot be converted to Int because it is either infinite or NaN", line: 7)) {
            try IntegerArithmetic.int(from: .nan, line: 7)
        }
        #expect(throws: RuntimeError("Double value cannot be converted to Int because the result would be greater than Int.max", line: 7)) {
            try IntegerArithmetic.int(from: 1e19, line: 7)
        }
        #expect(IntegerArithmetic.int(exactly: 3.0) == 3)
        #expect(IntegerArithmetic.int(exactly: 3.5) == nil)
        #expect(IntegerArithmetic.int(exactly: 1e19) == nil)
    }
}
