// A generic subscript declared in a protocol extension (`subscript<Indices: Sequence>(indices:)`)
// is a subscript of every conforming type beside its own `subscript(i: Int)`, with the
// conformer's `Item`; a generic function reading the requirement still gets the conformer's own.
protocol Container {
    associatedtype Item
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}
struct Box<T>: Container {
    var items: [T]
    var count: Int { items.count }
    subscript(i: Int) -> T { items[i] }
}
extension Array: Container {}
extension Container {
    subscript<Indices: Sequence>(indices: Indices) -> [Item] where Indices.Iterator.Element == Int {
        var result: [Item] = []
        for index in indices { result.append(self[index]) }
        return result
    }
}
func first<C: Container>(_ c: C) -> C.Item { c[0] }
let b = Box(items: ["a", "b", "c"])
print(b[[0, 2]], b[0..<2], b[1], first(b), first(["x", "y"]))

// expect: ["a", "c"] ["a", "b"] b a x
