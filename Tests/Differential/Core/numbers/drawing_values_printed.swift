// Numbers print as Swift prints them: Doubles, Floats, CGFloats, extremes, in arrays and tuples.
import Foundation
print(Double.pi, 1.0 / 3, Float(1) / 3, CGFloat(2.5), 1e16, 100000000.0, 0.1 + 0.2)
print(4.0, -0.0, 1e-5, 123456789012345678.0, Double(Int.max), Float(16777217))
print(Double.infinity, -Double.infinity, Double.nan, Float.pi)
print([1.5, 2.0], [CGFloat(1)], (1.0, 2))

// expect: 3.141592653589793 0.3333333333333333 0.33333334 2.5 1e+16 100000000.0 0.30000000000000004
// expect: 4.0 -0.0 1e-05 1.2345678901234568e+17 9.223372036854776e+18 16777216.0
// expect: inf -inf nan 3.1415925
// expect: [1.5, 2.0] [1.0] (1.0, 2)
