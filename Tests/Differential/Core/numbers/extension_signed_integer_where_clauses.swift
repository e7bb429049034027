// `extension BinaryInteger where Self: SignedInteger` and `extension Numeric where Self: Comparable`.
extension BinaryInteger where Self: SignedInteger {
    var isNegative: Bool { self < 0 }
}
extension Numeric where Self: Comparable {
    func atLeast(_ floor: Self) -> Self { Swift.max(self, floor) }
}
print((-3).isNegative, 4.atLeast(10), 2.5.atLeast(1))

// expect: true 10 2.5
