// `sqrt` of an Int: Foundation's sqrt takes floating-point values.
import Foundation
print("this program must not run")
let n = 16
print(sqrt(n))

// expect error: cannot convert value of type 'Int' to expected argument type 'Double'
