// A `mutating` method of `extension Comparable` assigning `self`, on an Int and a Double variable.
extension Comparable {
    mutating func clamp(to r: ClosedRange<Self>) { self = min(max(self, r.lowerBound), r.upperBound) }
}
var x = 14
x.clamp(to: 0...10)
var y = -0.5
y.clamp(to: 0...1)
print(x, y)

// expect: 10 0.0
