// Int's limits, wrapping and reporting arithmetic, and the conversions between Int, Double and
// String.
import Foundation
print(Int.max, Int.min, Int.bitWidth, Int8.max, UInt8.max)
print(Int.max &+ 1 == Int.min, Int.max == Int.max - 1)
let (v, o) = Int.max.multipliedReportingOverflow(by: 2)
print(v, o)
print(Int(exactly: 2.5) as Any, Int(exactly: 4.0) as Any, Int(2.7), Int(-2.7), Int(2.5.rounded()))
print(Int("42") as Any, Int("4x") as Any, Double("2.5") as Any, Int(3.99999))

// expect: 9223372036854775807 -9223372036854775808 64 127 255
// expect: true false
// expect: -2 true
// expect: nil Optional(4) 2 -2 3
// expect: Optional(42) nil Optional(2.5) 3
