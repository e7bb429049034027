// The C library's math constants that Foundation brings in (M_E, M_SQRT2, …), as a superellipse's
// exponent `roundiness / CGFloat(M_E)` uses them, printed and compared with Double's own.
import Foundation

print(M_E, M_LOG2E, M_LOG10E, M_LN2, M_LN10)
print(M_1_PI, M_2_PI, M_2_SQRTPI, M_SQRT2, M_SQRT1_2)
print(M_SQRT2 == 2.0.squareRoot(), M_E == exp(1.0), 2 / CGFloat(M_E))
let exponent = CGFloat(2) / CGFloat(M_E)
print((0.5 as CGFloat).magnitude < 1, pow(0.5, exponent) > 0.5)

// expect: 2.718281828459045 1.4426950408889634 0.4342944819032518 0.6931471805599453 2.302585092994046
// expect: 0.3183098861837907 0.6366197723675814 1.1283791670955126 1.4142135623730951 0.7071067811865476
// expect: true true 0.7357588823428847
// expect: true true
