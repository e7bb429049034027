// `as` coerces only where the value converts: swiftc says so "in coercion", naming the
// existential it was asked for with `any`; `nil` is not an Int; an optional must be unwrapped.
import Foundation
print("this program must not run")
struct Plain {}
let text = "s"
let ints = [1]
let maybe: Int? = 1
let a = text as Int
let b = ints as [Double]
let c = Plain() as CustomStringConvertible
let d = maybe as String?
let e = nil as Int
let f = maybe as Int
print(a, b, c, d, e, f)

// expect error: cannot convert value of type 'String' to type 'Int' in coercion
