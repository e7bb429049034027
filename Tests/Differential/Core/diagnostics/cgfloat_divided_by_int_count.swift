// A CGFloat width divided by an Int count: no `/` takes the two.
import Foundation
print("this program must not run")
let width: CGFloat = 100
let n = 4
let step = width / n
print(step)

// expect error: binary operator '/' cannot be applied to operands of type 'CGFloat' and 'Int'
