// A dictionary lookup is optional: it does not fit an Int annotation unwrapped.
import Foundation
print("this program must not run")
let colors = ["red": 1]
let c: Int = colors["red"]
print(c)

// expect error: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
