// A program protocol's extensions on its conformers, an array among them: `self[0]` in an
// extension calls the conforming type's own subscript, a `where Item: Equatable` extension's
// method takes the conformer's `Item` (bound from its subscript), and `[Int]` has them
// through `extension Array: Container {}`.
protocol Container {
    associatedtype Item
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}
struct Box: Container {
    var items: [Int]
    var count: Int { items.count }
    subscript(i: Int) -> Int { items[i] * 10 }
}
struct Pair<T>: Container {
    var a: T, b: T
    var count: Int { 2 }
    subscript(i: Int) -> T { i == 0 ? a : b }
}
extension Array: Container {}
extension Container {
    func firstItem() -> Item { self[0] }
    func described() -> String { "\(count) items, first \(self[0])" }
}
extension Container where Item: Equatable {
    func startsWith(_ item: Item) -> Bool { count >= 1 && self[0] == item }
}
print(Box(items: [7]).firstItem(), Box(items: [7, 8]).described())
print(Box(items: [1]).startsWith(10), Box(items: [1]).startsWith(1))
print(Pair(a: "x", b: "y").firstItem(), Pair(a: 1.5, b: 2).startsWith(1.5))
print([9, 9, 9].startsWith(42), [1, 2].startsWith(1), ["a"].firstItem(), [2.5, 3].described())

// expect: 70 2 items, first 70
// expect: true false
// expect: x true
// expect: false true a 2 items, first 2.5
