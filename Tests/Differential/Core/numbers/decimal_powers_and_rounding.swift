// Foundation's pow(Decimal, Int), which `pow(2, 10)` and `pow(2, n)` are, and NSDecimalRound's
// four rounding modes.
import Foundation
print(pow(Decimal(2), 10), pow(Decimal(1.5), 3), pow(Decimal(10), -2), pow(Decimal(0), 0))
print(pow(Decimal(2), 200), pow(Decimal(0), -1), pow(Decimal(10), 200))
let n = 4
print(pow(2, n), pow(2.5, n), pow(2, 10))
let rate: Decimal = 1.05
print(pow(rate, 3) * 1000)
var rounded = Decimal()
for mode in [NSDecimalNumber.RoundingMode.plain, .down, .up, .bankers] {
    var values: [Decimal] = []
    for text in ["2.345", "2.355", "-2.345", "2.5", "3.5", "-1.25"] {
        var value = Decimal(string: text)!
        NSDecimalRound(&rounded, &value, 2, mode)
        var whole = Decimal()
        NSDecimalRound(&whole, &value, 0, mode)
        values += [rounded, whole]
    }
    print(mode.rawValue, values)
}
var big = Decimal(string: "123456.789")!
NSDecimalRound(&rounded, &big, -2, .plain)
print(rounded)

// expect: 1024 3.375 0.01 1
// expect: 1606938044258990275541962092341162602490000000000000000000000 NaN NaN
// expect: 16 39.0625 1024
// expect: 1157.625
// expect: 0 [2.35, 2, 2.36, 2, -2.35, -2, 2.5, 3, 3.5, 4, -1.25, -1]
// expect: 1 [2.34, 2, 2.35, 2, -2.35, -3, 2.5, 2, 3.5, 3, -1.25, -2]
// expect: 2 [2.35, 3, 2.36, 3, -2.34, -2, 2.5, 3, 3.5, 4, -1.25, -1]
// expect: 3 [2.34, 2, 2.36, 2, -2.34, -2, 2.5, 2, 3.5, 4, -1.25, -1]
// expect: 123500
