// A CGFloat width multiplied by an Int count.
import Foundation
print("this program must not run")
let width: CGFloat = 10
let count = 3
let total = width * count
print(total)

// expect error: binary operator '*' cannot be applied to operands of type 'CGFloat' and 'Int'
