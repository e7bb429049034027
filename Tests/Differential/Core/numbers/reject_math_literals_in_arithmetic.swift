// Foundation's math functions have a Double, a Float and a CGFloat overload: integer literals
// around a literal-only call are ranked with it, so they tie as the call alone does.
import Foundation
print("this program must not run")
print(hypot(3, 4) * 2)
let a = -hypot(3, 4)
let b = sin(1) + 1
let c = hypot(3, 4) * hypot(1, 1)
let d = pow(2, 3) * 1.5

// expect error: ambiguous use of 'hypot'
