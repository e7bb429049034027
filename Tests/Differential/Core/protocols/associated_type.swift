// A protocol with an associated type, adopted with a concrete type.
protocol Container {
    associatedtype Item
    var items: [Item] { get }
    func first() -> Item?
}
extension Container {
    func first() -> Item? { items.first }
}
struct Words: Container { var items: [String] }
struct Numbers: Container { var items: [Int] }
print(Words(items: ["a", "b"]).first() ?? "-", Numbers(items: []).first() ?? -1)

// expect: a -1
