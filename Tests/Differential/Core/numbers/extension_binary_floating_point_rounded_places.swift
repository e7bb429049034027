// A `var scale: Self = 1` multiplied up in a loop inside `extension BinaryFloatingPoint`.
import Foundation
extension BinaryFloatingPoint {
    func rounded(places: Int) -> Self {
        var scale: Self = 1
        for _ in 0..<places { scale *= 10 }
        return (self * scale).rounded() / scale
    }
}
print(3.14159.rounded(places: 2), CGFloat(2.71828).rounded(places: 3))

// expect: 3.14 2.718
