// copysign, fmin, fmax, log1p and expm1 have one overload per floating-point type and no generic
// one: with no contextual type, integer literals tie between Double, Float and CGFloat.
import Foundation
print("this program must not run")
print(copysign(3, -1))
let low = fmin(1, 2)
print(low)

// expect error: ambiguous use of 'copysign'
