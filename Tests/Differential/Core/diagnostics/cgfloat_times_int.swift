// CGFloat and Int do not mix in arithmetic.
import Foundation
print("this program must not run")
let side: CGFloat = 12
let count = 3
let total = side * count
print(total)

// expect error: binary operator '*' cannot be applied to operands of type 'CGFloat' and 'Int'
