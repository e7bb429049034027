// `Int("3")` is optional: adding to it needs it unwrapped.
import Foundation
print("this program must not run")
let n = Int("3") + 1
print(n)

// expect error: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
