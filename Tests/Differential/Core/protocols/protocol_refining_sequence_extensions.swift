// A program protocol refining `Sequence` or `Collection` (`protocol Bag: Sequence`, `protocol
// Polyline: Collection where Element == Double`): its extensions' bodies see self as that
// sequence, with the element the protocol fixes or each conformer's own, and the protocol's
// requirements beside the library's members.
protocol Polyline: Collection where Element == Double {}
extension Polyline {
    var length: Double { reduce(0, +) }
    func scaled(_ k: Double) -> [Double] { map { $0 * k } }
}
extension Array: Polyline where Element == Double {}
protocol Bag: Sequence {
    var name: String { get }
}
extension Bag {
    func all() -> [Element] { Array(self) }
    func tagged() -> String {
        var parts: [String] = []
        for x in self { parts.append("\(name):\(x)") }
        return parts.joined(separator: " ")
    }
}
struct Three: Bag {
    var name: String { "three" }
    func makeIterator() -> IndexingIterator<[Int]> { [1, 2, 3].makeIterator() }
}
struct Letters: Bag {
    var name: String { "abc" }
    func makeIterator() -> IndexingIterator<[Character]> { Array("abc").makeIterator() }
}
print([1.5, 2.5].length, [1.0, 2.0].scaled(2))
print(Three().all(), Three().map { $0 + 1 }, Three().tagged())
print(Letters().all(), Letters().tagged())

// expect: 4.0 [2.0, 4.0]
// expect: [1, 2, 3] [2, 3, 4] three:1 three:2 three:3
// expect: ["a", "b", "c"] abc:a abc:b abc:c
