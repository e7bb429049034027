// A program's `Comparable` struct has `extension Comparable`'s `clamped(to:)`.
struct Version: Comparable {
    var major: Int
    static func < (a: Version, b: Version) -> Bool { a.major < b.major }
}
extension Comparable {
    func clamped(to r: ClosedRange<Self>) -> Self { min(max(self, r.lowerBound), r.upperBound) }
}
let v = Version(major: 9).clamped(to: Version(major: 1)...Version(major: 5))
print(v.major)

// expect: 5
