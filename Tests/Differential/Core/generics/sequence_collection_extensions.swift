// Extensions of Sequence and Collection: `Element` and `Index` name the receiver's, `self` has
// the standard library's members, and every standard collection has the new members.
extension Sequence {
    func countWhere(_ p: (Element) -> Bool) -> Int {
        var n = 0
        for x in self where p(x) { n += 1 }
        return n
    }
    func pairedWithNext() -> [(Element, Element)] {
        let items = Array(self)
        return Array(zip(items, items.dropFirst()))
    }
}
extension Collection {
    subscript(safe index: Index) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
    var secondElement: Element? { count > 1 ? dropFirst().first : nil }
    func chunkCount(of size: Int) -> Int { (count + size - 1) / size }
}
print((1...10).countWhere { $0 % 2 == 0 }, "hello".countWhere { $0 == "l" }, [3, 4, 5].countWhere { $0 > 3 })
print([1, 2, 3].pairedWithNext().map { $0.0 + $0.1 })
let xs = [10, 20, 30]
print(xs[safe: 1] as Any, xs[safe: 5] as Any, xs.secondElement as Any, [Int]().secondElement as Any)
print((0..<10).chunkCount(of: 3), xs.chunkCount(of: 2), Set([1, 2]).countWhere { $0 > 0 })
func firstMatch<C: Collection>(_ c: C, _ p: (C.Element) -> Bool) -> C.Index? { c.firstIndex(where: p) }
print(firstMatch([4, 5, 6]) { $0 > 4 } as Any, firstMatch([1]) { $0 > 4 } as Any)
func middle<C: Collection>(_ c: C) -> C.Element? {
    guard !c.isEmpty else { return nil }
    let i: C.Index = c.startIndex
    return c.count < 3 ? c[i] : Array(c)[c.count / 2]
}
print(middle([1, 2, 3, 4, 5]) as Any, middle(["x"]) as Any)
extension Array where Element: Comparable {
    func isSortedAscending() -> Bool { zip(self, dropFirst()).allSatisfy { $0 <= $1 } }
}
print([1, 2, 3].isSortedAscending(), ["b", "a"].isSortedAscending())

// expect: 5 2 2
// expect: [3, 5]
// expect: Optional(20) nil Optional(20) nil
// expect: 4 2 2
// expect: Optional(1) nil
// expect: Optional(3) Optional("x")
// expect: true false
