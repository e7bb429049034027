// Generic functions with a Comparable constraint, inferred at the call.
func largest<T: Comparable>(_ values: [T]) -> T? {
    guard var best = values.first else { return nil }
    for v in values where v > best { best = v }
    return best
}
print(largest([3, 9, 2]) ?? 0, largest(["b", "a"]) ?? "", largest([Double]()) ?? -1)
func swapped<A, B>(_ pair: (A, B)) -> (B, A) { (pair.1, pair.0) }
print(swapped((1, "one")))

// expect: 9 b -1.0
// expect: ("one", 1)
