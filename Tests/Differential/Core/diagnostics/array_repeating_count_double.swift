// Array(repeating:count:) with a Double count.
import Foundation
print("this program must not run")
let xs = Array(repeating: 0, count: 2.5)
print(xs)

// expect error: cannot convert value of type 'Double' to expected argument type 'Int'
