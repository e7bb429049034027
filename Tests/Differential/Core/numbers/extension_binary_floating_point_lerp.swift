// Interpolation in `extension BinaryFloatingPoint`: an instance method and a static one, on Double and CGFloat.
import Foundation
extension BinaryFloatingPoint {
    func lerp(to end: Self, t: Self) -> Self { self + (end - self) * t }
    static func lerp(_ a: Self, _ b: Self, _ t: Self) -> Self { a + (b - a) * t }
}
print(0.0.lerp(to: 10, t: 0.25))
print(CGFloat(2).lerp(to: 4, t: 0.5))
print(Double.lerp(1, 3, 0.5), CGFloat.lerp(0, 100, 0.1))
let w: CGFloat = 200
print(w.lerp(to: 300, t: 0.3))

// expect: 2.5
// expect: 3.0
// expect: 2.0 10.0
// expect: 230.0
