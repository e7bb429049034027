// Easing curves in `extension BinaryFloatingPoint` over a stride of Doubles, and on a CGFloat.
import Foundation
extension BinaryFloatingPoint {
    var easeInOut: Self { self < 0.5 ? 2 * self * self : 1 - (-2 * self + 2) * (-2 * self + 2) / 2 }
    func smoothstep() -> Self { self * self * (3 - 2 * self) }
}
for t in stride(from: 0.0, through: 1, by: 0.25) {
    print(t, t.easeInOut, t.smoothstep())
}
print(CGFloat(0.5).smoothstep())

// expect: 0.0 0.0 0.0
// expect: 0.25 0.125 0.15625
// expect: 0.5 0.5 0.5
// expect: 0.75 0.875 0.84375
// expect: 1.0 1.0 1.0
// expect: 0.5
