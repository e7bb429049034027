// Remapping between closed ranges in `extension BinaryFloatingPoint`, on CGFloat and Double.
import Foundation
extension BinaryFloatingPoint {
    func mapped(from a: ClosedRange<Self>, to b: ClosedRange<Self>) -> Self {
        let t = (self - a.lowerBound) / (a.upperBound - a.lowerBound)
        return b.lowerBound + t * (b.upperBound - b.lowerBound)
    }
}
let y: CGFloat = 5
print(y.mapped(from: 0...10, to: 100...200), 0.25.mapped(from: 0...1, to: -1...1))

// expect: 150.0 -0.5
