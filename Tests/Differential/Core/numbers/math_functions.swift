// The C math functions that geometry code uses, via Foundation.
import Foundation
print(sin(Double.pi / 2), cos(0.0))
print(atan2(1.0, 1.0) * 4 == Double.pi)
print(pow(2.0, 10.0), sqrt(2.0))
print(floor(2.7), ceil(2.1), round(2.5), round(-2.5))
print(hypot(3.0, 4.0), exp(0.0), log(1.0))
print(fmod(7.5, 2))

// expect: 1.0 1.0
// expect: true
// expect: 1024.0 1.4142135623730951
// expect: 2.0 3.0 3.0 -3.0
// expect: 5.0 1.0 0.0
// expect: 1.5
