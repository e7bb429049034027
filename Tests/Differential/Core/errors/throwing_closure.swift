// A throwing closure passed to a function that rethrows.
enum E: Error { case negative(Int) }
func applyAll(_ xs: [Int], _ f: (Int) throws -> Int) rethrows -> [Int] {
    try xs.map(f)
}
print(applyAll([1, 2]) { $0 * 3 })
do {
    _ = try applyAll([1, -2, 3]) { n in
        if n < 0 { throw E.negative(n) }
        return n
    }
} catch {
    print("failed with", error)
}

// expect: [3, 6]
// expect: failed with negative(-2)
