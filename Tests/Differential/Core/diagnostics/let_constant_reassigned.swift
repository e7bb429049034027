// A `let` constant assigned again.
import Foundation
print("this program must not run")
let radius = 10.0
radius = 20
print(radius)

// expect error: cannot assign to value: 'radius' is a 'let' constant
