// An Int count divided by a Double literal: the literal cannot be an Int, so no `/` fits.
import Foundation
print("this program must not run")
let xs = [1, 2]
let v = xs.count / 2.0
print(v)

// expect error: binary operator '/' cannot be applied to operands of type 'Int' and 'Double'
