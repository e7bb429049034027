// Foundation's `fabs` on Double, Float and CGFloat.
import Foundation
print(fabs(-3.0), fabs(Float(-2.5)), fabs(CGFloat(-1)))
let dx = 3.0 - 7.5
print(fabs(dx) < 5)

// expect: 3.0 2.5 1.0
// expect: true
