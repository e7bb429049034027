// Foundation's Decimal: literals go through Double, Decimal(Int) is exact, and + - * / work on
// 38 decimal digits (0.1 + 0.2 == 0.3 holds for Decimals made alike).
import Foundation
let a: Decimal = 0.1, b: Decimal = 0.2, c: Decimal = 0.3
print(a + b == c, Decimal(0.1) + Decimal(0.2) == Decimal(0.3))
print(Decimal(3.133), Decimal(1.1) / 3, Decimal(7), Decimal(-42))
let price: Decimal = 19.99
let quantity = 3
print(price * Decimal(quantity), "\(price)")
var total = Decimal(10)
total += 5
total -= 1
total *= 3
total /= 7
print(total, -total, total.magnitude, total.sign, total.isZero)
print(Decimal(string: "3.14159")! * 2, Decimal(100) - Decimal(string: "0.01")!)
print(Decimal(Int.max), Decimal(Int.min), Decimal(0), Decimal(-0.0))
let parts: [Decimal] = [1, 2.5, Decimal(string: "0.125")!]
print(parts, parts.reduce(0, +), parts.map { $0 * 4 })
print(Decimal.zero, Decimal.pi, Decimal(string: "1.10")!, Decimal(string: "1.10")!.exponent)
print(Decimal(12.5).significand, Decimal(0.07).exponent, Decimal(100).exponent)

// expect: true true
// expect: 3.132999999999999488 0.36666666666666666666666666666666666666 7 -42
// expect: 59.96999999999998464 19.98999999999999488
// expect: 6 -6 6 plus false
// expect: 6.28318 99.99
// expect: 9223372036854775807 -9223372036854775808 0 0
// expect: [1, 2.5, 0.125] 3.625 [4, 10, 0.5]
// expect: 0 3.14159265358979323846264338327950288419 1.1 -1
// expect: 125 -20 2
