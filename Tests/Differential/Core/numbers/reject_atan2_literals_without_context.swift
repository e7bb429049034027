// atan2's overloads rank by the literals each must retype: with no contextual type, two integer
// literals tie between Double, Float and CGFloat wherever the call is written.
import Foundation
print("this program must not run")
let angle = atan2(1, 1)
print(angle)

// expect error: ambiguous use of 'atan2'
