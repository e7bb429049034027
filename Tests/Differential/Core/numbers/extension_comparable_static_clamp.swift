// A static method of `extension Comparable` called on Int, Double and String.
extension Comparable {
    static func clamp(_ v: Self, _ lo: Self, _ hi: Self) -> Self { Swift.min(Swift.max(v, lo), hi) }
}
print(Int.clamp(12, 0, 10), Double.clamp(-1, 0, 1), String.clamp("z", "a", "m"))

// expect: 10 0.0 m
