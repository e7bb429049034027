// A type parameter with two protocol constraints.
func describeAll<T: Comparable & CustomStringConvertible>(_ xs: [T]) -> String {
    xs.sorted().map(\.description).joined(separator: " < ")
}
print(describeAll([3, 1, 2]), describeAll([2.5, -1.0]))

// expect: 1 < 2 < 3 -1.0 < 2.5
