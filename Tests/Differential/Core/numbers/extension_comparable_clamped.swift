// `extension Comparable { func clamped(to:) }`, the SwiftUI helper: Int, Double, String.
extension Comparable {
    func clamped(to r: ClosedRange<Self>) -> Self { min(max(self, r.lowerBound), r.upperBound) }
}
print(15.clamped(to: 0...10))
print((-2.5).clamped(to: 0...1))
print("m".clamped(to: "a"..."f"))
let v = 0.7
print(v.clamped(to: 0...0.5))

// expect: 10
// expect: 0.0
// expect: f
// expect: 0.5
