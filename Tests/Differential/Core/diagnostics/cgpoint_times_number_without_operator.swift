// A CGPoint scaled with `*`, which Foundation does not declare: swiftc names both operand types.
import Foundation
print("this program must not run")
let a = CGPoint(x: 1, y: 2)
let c = a * 2
print(c)

// expect error: binary operator '*' cannot be applied to operands of type 'CGPoint' and 'Int'
