// `sort()` mutates in place, so a `let` array cannot call it.
import Foundation
print("this program must not run")
let xs = [3, 1, 2]
xs.sort()
print(xs)

// expect error: cannot use mutating member on immutable value: 'xs' is a 'let' constant
