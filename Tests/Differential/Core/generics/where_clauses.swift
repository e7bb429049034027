// where clauses on generic functions.
func allEqual<C: Collection>(_ c: C) -> Bool where C.Element: Equatable {
    guard let first = c.first else { return true }
    return c.allSatisfy { $0 == first }
}
print(allEqual([1, 1, 1]), allEqual("aab"), allEqual([String]()))
func sumOfCounts<S: Sequence>(_ s: S) -> Int where S.Element: Collection {
    s.reduce(0) { $0 + $1.count }
}
print(sumOfCounts([[1, 2], [3]]), sumOfCounts(["ab", "cde"]))

// expect: true false true
// expect: 3 5
