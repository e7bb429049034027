// `count` is a property: calling it calls an Int.
import Foundation
print("this program must not run")
let s = "abc"
print(s.count())

// expect error: cannot call value of non-function type 'Int'
