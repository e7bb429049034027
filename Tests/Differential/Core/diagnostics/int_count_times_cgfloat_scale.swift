// An Int count times a CGFloat or Double scale: swiftc blames the operator with both operand
// types in order; where the result is given a type, the Int operand.
import Foundation
print("this program must not run")
let count = 3
let scale: CGFloat = 1.5
let factor = 2.5
let width = count * scale
let height = scale * count
let depth = count * factor
let size: CGFloat = count * scale
print(width, height, depth, size)

// expect error: binary operator '*' cannot be applied to operands of type 'Int' and 'CGFloat'
