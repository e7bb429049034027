// A program's own sequence whose makeIterator() returns an IndexingIterator<[Int]>, directly or through
// `protocol Bag: Sequence`: `B.Element` and `B.Iterator` name its iterator's element and type, as does the
// protocol extension's `Element` called on the type or through a generic `T: Bag`.
protocol Bag: Sequence {
    var name: String { get }
}
struct B: Bag {
    var items = [3, 1, 2]
    var name: String { "b" }
    func makeIterator() -> IndexingIterator<[Int]> { items.makeIterator() }
}
struct Plain: Sequence {
    func makeIterator() -> IndexingIterator<[String]> { ["a"].makeIterator() }
}
extension Bag {
    func describe() -> String { "\(name): \(Element.self) \(Array(self))" }
}
func show<T: Bag>(_ bag: T) { print(bag.describe(), T.Element.self) }
show(B())
print(B().describe())
let x: B.Element = 4
print(x, B.Element.self, B.Iterator.self, Plain.Element.self)

// expect: b: Int [3, 1, 2] Int
// expect: b: Int [3, 1, 2]
// expect: 4 Int IndexingIterator<Array<Int>> String
