// `first` is optional: it must be unwrapped before `+`.
import Foundation
print("this program must not run")
let x = [1, 2, 3].first + 1
print(x)

// expect error: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
