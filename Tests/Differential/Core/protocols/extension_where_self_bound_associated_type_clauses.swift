// In `extension P where Self: Q`, a member's own `where Item: Equatable` (and the extension's
// `where Self: Q, Item: Hashable`) constrain Q's associated type: the bodies use `==` and hashing
// on Item values read from Q's requirements, its parameters and its results.
protocol Container {
    associatedtype Item
    var items: [Item] { get }
}
protocol Checker {}
extension Checker where Self: Container {
    func allSame() -> Bool where Item: Equatable {
        guard let first = items.first else { return true }
        return items.allSatisfy { $0 == first }
    }
    func holds(_ x: Item) -> Bool where Item: Equatable {
        for i in self.items where i == x { return true }
        return false
    }
    func firstMatch(_ x: Self.Item) -> Int? where Self.Item: Equatable {
        items.firstIndex { $0 == x }
    }
}
extension Checker where Self: Container, Item: Hashable {
    var distinct: Int { Set(items).count }
}
struct Box: Container, Checker { var items: [Int] }
struct Words: Container, Checker { var items: [String] }
print(Box(items: [1, 1, 1]).allSame(), Box(items: [1, 2]).allSame())
print(Words(items: ["a", "b"]).holds("b"), Words(items: []).allSame(), Words(items: ["x"]).holds("y"))
print(Box(items: [5, 6, 7]).firstMatch(7) ?? -1, Words(items: ["a", "b", "a"]).distinct)

// expect: true false
// expect: true true false
// expect: 2 2
