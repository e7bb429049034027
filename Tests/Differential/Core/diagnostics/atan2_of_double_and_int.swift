// `atan2(dy, dx)` with an Int dx: both arguments must be Doubles.
import Foundation
print("this program must not run")
let dx = 3
let dy = 4.0
print(atan2(dy, dx))

// expect error: cannot convert value of type 'Int' to expected argument type 'Double'
