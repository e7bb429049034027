// `^` is XOR, not a power: on a Double and an integer literal swiftc keeps the literal an Int
// and wants an Int of the other side, at that side (an operator's expression is at its operator).
import Foundation
print("this program must not run")
let r = 2.0
let area = Double.pi * r ^ 2
let masked = r | 1
let flipped = 2 ^ r
print(area, masked, flipped)

// expect error: cannot convert value of type 'Double' to expected argument type 'Int'
