// String(x) without a label takes a LosslessStringConvertible value or a sequence of characters:
// a CGFloat (on Linux), a tuple or an Any is "no exact matches" in swiftc; String(describing:)
// is the initialiser that takes anything.
print("this program must not run")
import Foundation
let width: CGFloat = 1.5
let pair = (1, 2)
let anything: Any = 4
let a = String(width)
let b = String(pair)
let c = String(anything)
print(a, b, c, String(describing: width), String(describing: pair))

// expect error: no exact matches in call to initializer
