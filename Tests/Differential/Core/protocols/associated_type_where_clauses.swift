// Generic functions fix (`where C.Item == String`) and constrain (`where C.Item: Equatable`) a
// protocol's own associated type; the bodies see the fixed type.
protocol Container {
    associatedtype Item
    var items: [Item] { get }
    func first() -> Item?
}
struct Words: Container {
    var items: [String]
    func first() -> String? { items.first }
}
struct Numbers: Container {
    typealias Item = Int
    var items: [Int]
    func first() -> Int? { items.first }
}
func joined<C: Container>(_ c: C) -> String where C.Item == String {
    let parts: [String] = c.items
    return parts.joined(separator: "-") + "/" + c.items.map { $0.uppercased() }.joined()
}
func total<C: Container>(_ c: C) -> Int where C.Item == Int {
    var sum = 0
    for x in c.items { sum += x }
    return sum + (c.first() ?? 0)
}
extension Container where Item == Int {
    func doubled() -> [Int] { items.map { $0 * 2 } }
    var sum: Int { items.reduce(0, +) }
}
func contains<C: Container>(_ c: C, _ x: C.Item) -> Bool where C.Item: Equatable {
    c.items.contains(x)
}
func same<C1: Container, C2: Container>(_ a: C1, _ b: C2) -> Bool where C1.Item == C2.Item, C1.Item: Equatable {
    a.items == b.items
}
print(joined(Words(items: ["a", "b"])))
print(total(Numbers(items: [1, 2, 3])))
print(Numbers(items: [4, 5]).doubled(), Numbers(items: [4, 5]).sum)
print(contains(Words(items: ["x"]), "x"), contains(Numbers(items: [1]), 2))
print(same(Numbers(items: [1]), Numbers(items: [1])), same(Words(items: ["q"]), Words(items: ["r"])))

// expect: a-b/AB
// expect: 7
// expect: [8, 10] 9
// expect: true false
// expect: true false
