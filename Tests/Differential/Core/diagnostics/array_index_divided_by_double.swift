// An index computed with a Double divisor is a Double, not the Int an array subscript takes.
import Foundation
print("this program must not run")
let xs = [1, 2, 3]
let i = 4
print(xs[i / 2.0])

// expect error: cannot convert value of type 'Double' to expected argument type 'Int'
