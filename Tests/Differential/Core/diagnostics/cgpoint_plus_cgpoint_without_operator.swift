// Two CGPoints added with `+`, which Foundation does not declare for them.
import Foundation
print("this program must not run")
let a = CGPoint(x: 1, y: 2)
let b = CGPoint(x: 3, y: 4)
let c = a + b
print(c)

// expect error: binary operator '+' cannot be applied to two 'CGPoint' operands
