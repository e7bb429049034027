// Degree and radian conversions in `extension BinaryFloatingPoint`, `.pi` being `Self`'s (Float's own π).
import Foundation
extension BinaryFloatingPoint {
    var degreesToRadians: Self { self * .pi / 180 }
    var radiansToDegrees: Self { self * 180 / .pi }
}
print(180.0.degreesToRadians)
print(Double.pi.radiansToDegrees)
let a: CGFloat = 90
print(a.degreesToRadians)
print(Float(45).degreesToRadians)

// expect: 3.141592653589793
// expect: 180.0
// expect: 1.5707963267948966
// expect: 0.7853981
