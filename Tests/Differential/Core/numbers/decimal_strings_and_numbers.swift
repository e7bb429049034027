// Decimal(string:) reads the number a string begins with (nil when none), and NSDecimalNumber
// gives a Decimal's Double and Int.
import Foundation
for text in ["12", "12abc", "1e5", "-3.25", ".5", "-0", "", "x", " 12", "1,5", "0.000123", "1e-3", "+7"] {
    print("[\(text)]", Decimal(string: text) as Any)
}
let amount = Decimal(string: "1234.5678")!
print(NSDecimalNumber(decimal: amount).doubleValue, NSDecimalNumber(decimal: amount).intValue)
print(NSDecimalNumber(decimal: Decimal(-2.7)).intValue, NSDecimalNumber(string: "3.5").decimalValue)
print(NSDecimalNumber(decimal: Decimal(1) / 3), NSDecimalNumber(value: 42).stringValue)
print(String(describing: Decimal(-0.5)), "\(Decimal(7))", Decimal(3.133).description)
print(type(of: amount), String(reflecting: Decimal.self), Optional(amount) as Any)
print(Decimal(sign: .minus, exponent: -2, significand: 12345), Decimal(sign: .plus, exponent: 3, significand: 5))
print(Decimal(signOf: -1, magnitudeOf: 2.5), Decimal(-3).isSignMinus, Decimal(string: "2")!.isNormal)

// expect: [12] Optional(12)
// expect: [12abc] Optional(12)
// expect: [1e5] Optional(100000)
// expect: [-3.25] Optional(-3.25)
// expect: [.5] Optional(0.5)
// expect: [-0] Optional(0)
// expect: [] nil
// expect: [x] nil
// expect: [ 12] Optional(12)
// expect: [1,5] Optional(1)
// expect: [0.000123] Optional(0.000123)
// expect: [1e-3] Optional(0.001)
// expect: [+7] Optional(7)
// expect: 1234.5678 1234
// expect: -2 3.5
// expect: 0.33333333333333333333333333333333333333 42
// expect: -0.5 7 3.132999999999999488
// expect: Decimal FoundationEssentials.Decimal Optional(1234.5678)
// expect: -123.45 5000
// expect: -2.5 true true
