// `rounded(toMultipleOf:)` in `extension BinaryFloatingPoint` calls the library's `rounded()` of the same name.
import Foundation
extension BinaryFloatingPoint {
    func rounded(toMultipleOf step: Self) -> Self { (self / step).rounded() * step }
}
print(7.3.rounded(toMultipleOf: 0.5), CGFloat(13).rounded(toMultipleOf: 5), Float(0.26).rounded(toMultipleOf: 0.1))

// expect: 7.5 15.0 0.3
