// A floating-point literal around a literal-only math call makes the Double overload the best
// one, as a contextual type does; integer literals alone would tie.
import Foundation
print(hypot(3, 4) * 2.0)
print(2 * hypot(3.0, 4))
print(pow(2, 10) + hypot(1.0, 1))
let x: Double = hypot(3, 4) * 2
print(x)
print(atan2(1, 1) * 4 == Double.pi)
print((hypot(6.0, 8)))

// expect: 10.0
// expect: 10.0
// expect: 1025.414213562373
// expect: 10.0
// expect: true
// expect: 10.0
