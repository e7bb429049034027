// A shift of a Double by an integer literal: a shift's two sides may differ, so swiftc names
// both types.
import Foundation
print("this program must not run")
let r = 2.0
let a = r << 1
let b = 1 >> r
print(a, b)

// expect error: binary operator '<<' cannot be applied to operands of type 'Double' and 'Int'
