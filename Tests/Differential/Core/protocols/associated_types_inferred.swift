// Associated types: inferred from members or a typealias, used by extensions and generic functions.
protocol Container {
    associatedtype Item
    var items: [Item] { get }
    func first() -> Item?
}
extension Container {
    func first() -> Item? { items.first }
    var count: Int { items.count }
    func last() -> Item? { items.last }
}
struct Words: Container { var items: [String] }
struct Numbers: Container {
    typealias Item = Int
    var items: [Item]
    func sum() -> Item { items.reduce(0, +) }
}
struct Stack<Element>: Container {
    var items: [Element] = []
    mutating func push(_ x: Element) { items.append(x) }
}
func describe<C: Container>(_ c: C) -> String { "\(c.count) items, first \(String(describing: c.first()))" }
func firstItem<C: Container>(_ c: C) -> C.Item? { c.items.first }
func allItems<C: Container>(_ c: C) -> [C.Item] { c.items }
print(Words(items: ["a", "b"]).first() ?? "-", Numbers(items: []).first() ?? -1)
print(Words(items: ["x", "y"]).last()!.uppercased(), Numbers(items: [4, 5]).sum())
var stack = Stack<Double>()
stack.push(1.5)
stack.push(2)
print(describe(stack), describe(Words(items: [])))
print(firstItem(Numbers(items: [7])) ?? 0, allItems(Words(items: ["p"])), (firstItem(stack) ?? 0) * 2)
protocol Shelf {
    associatedtype Thing: Comparable
    func things() -> [Thing]
}
struct Books: Shelf { func things() -> [String] { ["b", "a"] } }
func smallest<S: Shelf>(_ shelf: S) -> S.Thing? { shelf.things().min() }
print(smallest(Books()) ?? "")

// expect: a -1
// expect: Y 9
// expect: 2 items, first Optional(1.5) 0 items, first nil
// expect: 7 ["p"] 3.0
// expect: a
