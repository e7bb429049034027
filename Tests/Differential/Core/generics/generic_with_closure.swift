// A generic higher-order function.
func applyTwice<T>(_ value: T, _ f: (T) -> T) -> T { f(f(value)) }
print(applyTwice(3) { $0 * 3 }, applyTwice("ab") { $0 + $0 }, applyTwice(1.5) { $0 / 2 })
func mapPairs<T, U>(_ xs: [T], _ f: (T, T) -> U) -> [U] {
    zip(xs, xs.dropFirst()).map(f)
}
print(mapPairs([1, 4, 9, 16]) { $1 - $0 })

// expect: 27 abababab 0.375
// expect: [3, 5, 7]
