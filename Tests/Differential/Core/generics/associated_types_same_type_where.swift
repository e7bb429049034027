// `where C1.Item == C2.Item, C1.Item: Equatable`: two parameters' associated types are one
// type, with the constraints of both, so their arrays compare.
protocol Container {
    associatedtype Item
    var items: [Item] { get }
}
struct Bag<T>: Container { var items: [T] }
struct Words: Container { var items: [String] }
func allEqual<C1: Container, C2: Container>(_ a: C1, _ b: C2) -> Bool where C1.Item == C2.Item, C1.Item: Equatable {
    a.items == b.items
}
func firstShared<C1: Container, C2: Container>(_ a: C1, _ b: C2) -> C1.Item? where C1.Item == C2.Item, C1.Item: Hashable {
    let seen = Set(b.items)
    return a.items.first { seen.contains($0) }
}
print(allEqual(Bag(items: [1, 2]), Bag(items: [1, 2])), allEqual(Bag(items: ["a"]), Words(items: ["b"])))
print(firstShared(Words(items: ["x", "y"]), Bag(items: ["y", "x"])) ?? "none")

// expect: true false
// expect: x
