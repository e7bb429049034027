// NumberFormatter's string(from:) takes an NSNumber, which a number literal makes; it rounds half
// to even and keeps a negative number's sign when it rounds to zero.
import Foundation
let decimal = NumberFormatter()
decimal.numberStyle = .decimal
print(decimal.string(from: 1234567.891) ?? "", decimal.string(from: 42) ?? "")
decimal.maximumFractionDigits = 1
print(decimal.string(from: 1234.56) ?? "", decimal.string(from: NSNumber(value: 2.25)) ?? "")
let percent = NumberFormatter()
percent.numberStyle = .percent
print(percent.string(from: 0.256) ?? "")
let plain = NumberFormatter()
plain.minimumFractionDigits = 2
plain.maximumFractionDigits = 2
print(plain.string(from: 3.14159) ?? "", plain.string(from: 2) ?? "")
print(NumberFormatter().string(from: NSNumber(value: -0.2)) ?? "")

// expect: 1,234,567.891 42
// expect: 1,234.6 2.2
// expect: 26%
// expect: 3.14 2.00
// expect: -0
