// An optional chain's `count` is an `Int?`, not the `Int` the annotation asks for.
import Foundation
print("this program must not run")
let name: String? = "abc"
let n: Int = name?.count
print(n)

// expect error: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
