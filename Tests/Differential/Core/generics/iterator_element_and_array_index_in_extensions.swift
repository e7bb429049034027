// `Iterator.Element` in an extension of Sequence is its `Element`, and an extension of Array
// names its `Index` and `Element` (older code's spellings of the same types).
extension Sequence where Iterator.Element: Hashable {
    func unique() -> [Iterator.Element] {
        var seen: [Iterator.Element: Bool] = [:]
        return self.filter { seen.updateValue(true, forKey: $0) == nil }
    }
}
extension Array {
    subscript(circularly index: Index) -> Iterator.Element {
        return self[(index % count + count) % count]
    }
    func firstHalf() -> [Element] { Array(self[0..<count / 2]) }
}
extension Collection {
    subscript(safe index: Index) -> Iterator.Element? {
        return indices.contains(index) ? self[index] : nil
    }
}
let xs = [10, 20, 30]
print([3, 1, 3, 2, 1].unique(), "hello".unique())
print(xs[circularly: -1], xs[circularly: 4], xs[safe: 5] as Any, xs[safe: 1] as Any)
print(xs.firstHalf(), ["a", "b"][circularly: 3])

// expect: [3, 1, 2] ["h", "e", "l", "o"]
// expect: 30 20 nil Optional(20)
// expect: [10] b
