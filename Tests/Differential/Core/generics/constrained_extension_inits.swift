// Initialisers of constrained extensions of Array, for the element types that meet them.
extension Array where Element: Numeric {
    init(zeros n: Int) { self = Array(repeating: 0, count: n) }
}
extension Array where Element: Comparable {
    init(sortedFrom items: [Element]) { self = items.sorted() }
}
print([Double](zeros: 2), [Int](zeros: 3))
print([String](sortedFrom: ["b", "a"]), [Int](sortedFrom: [3, 1, 2]))

// expect: [0.0, 0.0] [0, 0, 0]
// expect: ["a", "b"] [1, 2, 3]
