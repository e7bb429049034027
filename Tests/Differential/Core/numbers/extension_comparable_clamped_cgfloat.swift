// `clamped(to:)` from `extension Comparable` on CGFloat, Double and a reassigned Int.
import Foundation
extension Comparable {
    func clamped(to limits: ClosedRange<Self>) -> Self { min(max(self, limits.lowerBound), limits.upperBound) }
}
let scale: CGFloat = 2.7
print(scale.clamped(to: 0.5...2))
let progress = 1.3
print(progress.clamped(to: 0...1))
var index = -3
index = index.clamped(to: 0...9)
print(index)

// expect: 2.0
// expect: 1.0
// expect: 0
