// Foundation's math functions with literal arguments, as swiftc ranks their overloads: a
// floating-point literal makes the Double overload the best, and a contextual type decides.
import Foundation
print(hypot(3.0, 4))
print(pow(2, 0.5))
let a: Double = atan2(1, 1)
print(a)
print(atan2(1, 1) * 4 == Double.pi)
let e: Double = exp(1)
print(e)
print(sqrt(16), floor(2))
print((10).squareRoot())

// expect: 5.0
// expect: 1.4142135623730951
// expect: 0.7853981633974483
// expect: true
// expect: 2.718281828459045
// expect: 4.0 2.0
// expect: 3.1622776601683795
