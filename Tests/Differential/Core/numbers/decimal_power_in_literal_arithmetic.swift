// Integer literals around a literal-only `pow` are ranked with it: Foundation's pow(Decimal, Int)
// types the fewest literals as other than their default, so the whole expression is Decimal
// arithmetic; a contextual type or a Double operand makes it Double's (or Float's) `pow`.
import Foundation
print(pow(2, 10) * 2)
print(pow(2, 3) + 1)
let b = pow(2, 3) / 2
print(b, type(of: b))
let c = -pow(2, 3)
print(c, type(of: c))
let d = pow(2, 3) * pow(2, 2)
print(d, type(of: d))
let e = 1 + pow(2, 3) * 2
print(e, type(of: e))
let j = (pow(2, 3) + 1) * 2
print(j, type(of: j))
let h: Decimal = pow(2, 10)
print(h)
let x: Double = pow(2, 3) * 2
print(x)
let i: Float = pow(2, 3) * 2
print(i)
let y = 1.5
let f = y + pow(2, 3) * 2
print(f, type(of: f))

// expect: 2048
// expect: 9
// expect: 4 Decimal
// expect: -8 Decimal
// expect: 32 Decimal
// expect: 17 Decimal
// expect: 18 Decimal
// expect: 1024
// expect: 16.0
// expect: 16.0
// expect: 17.5 Double
