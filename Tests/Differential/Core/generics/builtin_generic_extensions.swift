// Extensions of Array, Dictionary and Optional written without generic arguments, with and
// without where clauses: members see Element, Key, Value and Wrapped, and calls bind them.
extension Array {
    func second() -> Element? { count > 1 ? self[1] : nil }
    var pairCount: Int { count / 2 }
}
extension Array where Element == Int {
    func total() -> Int { reduce(0, +) }
}
extension Array where Element: Comparable {
    func isAscending() -> Bool { zip(self, dropFirst()).allSatisfy { $0 <= $1 } }
}
extension Dictionary where Key: Comparable {
    var sortedKeys: [Key] { keys.sorted() }
    func value(at index: Int) -> Value? { index < count ? self[sortedKeys[index]] : nil }
}
extension Optional {
    var isMissing: Bool { self == nil }
}
print([1, 2, 3].second() ?? 0, ["a"].second() ?? "-", ["a", "b", "c", "d"].pairCount)
print([4, 5, 6].total(), [1, 2, 3].isAscending(), ["b", "a"].isAscending())
let missing: Int? = nil
let present: String? = "x"
print(missing.isMissing, present.isMissing)
let scores = ["b": 2, "a": 1]
print(scores.sortedKeys, scores.value(at: 1) ?? 0, scores.value(at: 5) ?? 0)

// expect: 2 - 2
// expect: 15 true false
// expect: true false
// expect: ["a", "b"] 2 0
