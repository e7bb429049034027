// Generic conformers, a conformer's nested type as its associated type, two associated types,
// and protocol extensions constrained on them.
protocol Container {
    associatedtype Item
    var items: [Item] { get }
}
struct Box<T>: Container { var items: [T] }
final class Shelf: Container {
    struct Item { var name: String }
    var items: [Item] = [Item(name: "cup")]
}
func total<C: Container>(_ c: C) -> Int where C.Item == Int { c.items.reduce(0, +) }
func names<C: Container>(_ c: C) -> [String] where C.Item == Shelf.Item { c.items.map(\.name) }
extension Container where Item == String {
    var line: String { items.joined(separator: " ") }
}
extension Container where Item: Numeric {
    func sum() -> Item { items.reduce(0, +) }
}
func zipCount<A: Container, B: Container>(_ a: A, _ b: B) -> Int where A.Item == B.Item, A.Item: Hashable {
    Set(a.items).intersection(Set(b.items)).count
}
print(total(Box(items: [1, 2])), Box(items: ["a", "b"]).line, names(Shelf()))
print(Box(items: [1.5, 2.5]).sum(), Box(items: [1, 2, 3]).sum())
print(zipCount(Box(items: [1, 2, 3]), Box(items: [2, 3, 4])))
protocol Keyed {
    associatedtype Key: Hashable
    associatedtype Value
    var pairs: [Key: Value] { get }
}
struct Scores: Keyed { var pairs: [String: Int] }
func best<K: Keyed>(_ k: K) -> K.Key? where K.Value == Int { k.pairs.max { $0.value < $1.value }?.key }
extension Keyed where Value == Int {
    var total: Int { pairs.values.reduce(0, +) }
}
print(best(Scores(pairs: ["a": 1, "b": 5])) ?? "-", Scores(pairs: ["x": 2, "y": 3]).total)

// expect: 3 a b ["cup"]
// expect: 4.0 6
// expect: 2
// expect: b 5
