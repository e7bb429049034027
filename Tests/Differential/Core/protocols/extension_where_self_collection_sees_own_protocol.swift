// In `extension P where Self: Collection` self has P's own requirements and other extensions'
// members beside the collection's (`title`, `label()`, `count`); a generic function over
// `T: P & Collection` and an `any P` reach the members; the element is bound per receiver.
protocol Titled {
    var title: String { get }
    func summary() -> String
}
extension Titled {
    func label() -> String { "[\(title)]" }
}
extension Titled where Self: Collection {
    func summary() -> String { "\(label()) \(title): \(count)" }
    func elementName() -> String { "\(Element.self)" }
    var firstTwo: [Element] { Array(prefix(2)) }
}
extension Titled where Self: Collection, Element: Comparable {
    var smallest: Element? { self.min() }
}
extension Array: Titled {
    var title: String { "array" }
}
struct Shelf: Collection, Titled {
    var books: [String]
    var title: String { "shelf" }
    var startIndex: Int { books.startIndex }
    var endIndex: Int { books.endIndex }
    subscript(position: Int) -> String { books[position] }
    func index(after i: Int) -> Int { i + 1 }
}
func report<T: Titled & Collection>(_ value: T) -> String {
    "\(value.summary()) / \(value.firstTwo.count) \(value.elementName())"
}
let shelf = Shelf(books: ["Emma", "Dune", "Ulysses"])
print([4, 2, 9].summary(), [4, 2, 9].firstTwo, [4, 2, 9].smallest as Any, [4, 2, 9].elementName())
print(shelf.summary(), shelf.firstTwo, shelf.smallest as Any, shelf.elementName())
print(report([1.5, 2.5]), report(shelf))
let titled: [any Titled] = [shelf, ["x"]]
for t in titled { print(t.summary()) }

// expect: [array] array: 3 [4, 2] Optional(2) Int
// expect: [shelf] shelf: 3 ["Emma", "Dune"] Optional("Dune") String
// expect: [array] array: 2 / 2 Double [shelf] shelf: 3 / 2 String
// expect: [shelf] shelf: 3
// expect: [array] array: 1
