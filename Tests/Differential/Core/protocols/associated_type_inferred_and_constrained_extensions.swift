// Associated types given by a typealias or inferred from a method's signature, protocol
// extensions constrained on them, and a literal typed by the conformer's associated type.
protocol Container {
    associatedtype Item
    var items: [Item] { get }
    mutating func add(_ item: Item)
}
struct Stack: Container {
    var items: [Double] = []
    mutating func add(_ item: Double) { items.append(item) }
}
struct Bag: Container {
    typealias Item = String
    var items: [Item] = []
    mutating func add(_ item: Item) { items.append(item) }
}
extension Container where Item == Double {
    var mean: Double { items.isEmpty ? 0 : items.reduce(0, +) / Double(items.count) }
}
extension Container where Item: Comparable {
    var largest: Item? { items.max() }
    func sortedItems() -> [Item] { items.sorted() }
}
func fill<C: Container>(_ c: inout C, with values: [C.Item]) { for v in values { c.add(v) } }
func describe<C: Container>(_ c: C) -> String where C.Item == String { c.items.joined(separator: ",") }
func pair<A: Container, B: Container>(_ a: A, _ b: B) -> [(A.Item, B.Item)] where A.Item == B.Item {
    Array(zip(a.items, b.items))
}
protocol Shape {
    associatedtype Measure
    func measure() -> Measure
}
struct Square: Shape {
    var side: Int
    func measure() -> Int { side * side }
}
struct Label: Shape {
    var text: String
    func measure() -> String { "[\(text)]" }
}
func area<S: Shape>(_ s: S) -> Int where S.Measure == Int { s.measure() + 0 }
func bigger<S: Shape, T: Shape>(_ a: S, _ b: T) -> Bool where S.Measure == T.Measure, S.Measure: Comparable {
    a.measure() > b.measure()
}
extension Shape where Measure == String {
    func shout() -> String { measure().uppercased() }
}
var s = Stack()
fill(&s, with: [3, 1, 2])
print(s.mean, s.largest ?? -1, s.sortedItems())
var b = Bag()
b.add("z"); b.add("a")
print(describe(b), b.largest ?? "-", b.sortedItems())
print(pair(s, s).map { $0.0 + $0.1 })
let item: Bag.Item = "q"
let m: Square.Measure = 5
print(item, m, area(Square(side: 3)), Label(text: "hi").shout())
print(bigger(Square(side: 2), Square(side: 3)), bigger(Label(text: "b"), Label(text: "a")))

// expect: 2.0 3.0 [1.0, 2.0, 3.0]
// expect: z,a z ["a", "z"]
// expect: [6.0, 2.0, 4.0]
// expect: q 5 9 [HI]
// expect: false true
