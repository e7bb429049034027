// Sequence, Collection and Array extensions with `where` clauses on `Element`: each applies
// where the receiver's element meets its clause.
extension Array where Element == Int { func total() -> Int { reduce(0, +) } }
extension Sequence where Element: Numeric { func sum() -> Element { reduce(0, +) } }
extension Collection where Element: Comparable { func isSorted() -> Bool { zip(self, dropFirst()).allSatisfy { $0 <= $1 } } }
print([1, 2, 3].total(), [1.5, 2].sum(), (1...4).sum(), [3, 1].isSorted(), "abc".isSorted())

// expect: 6 3.5 10 false true
