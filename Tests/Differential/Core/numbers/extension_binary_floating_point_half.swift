// A property in `extension BinaryFloatingPoint` is every floating-point type's: Double, CGFloat, Float.
import Foundation
extension BinaryFloatingPoint { var half: Self { self / 2 } }
print(3.0.half)
print(CGFloat(4).half)
print(Float(1).half)
let d: Double = 7
print(d.half.half)

// expect: 1.5
// expect: 2.0
// expect: 0.5
// expect: 1.75
