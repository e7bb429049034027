// `extension Comparable` and `extension Equatable` methods on Int, Double and String, one variadic.
extension Comparable {
    func isBetween(_ a: Self, _ b: Self) -> Bool { a <= self && self <= b }
}
print(5.isBetween(1, 10), "q".isBetween("a", "m"), 2.5.isBetween(3, 4))
extension Equatable {
    func isAny(of xs: Self...) -> Bool { xs.contains(self) }
}
print(3.isAny(of: 1, 2, 3), "x".isAny(of: "y", "z"))

// expect: true false false
// expect: true false
