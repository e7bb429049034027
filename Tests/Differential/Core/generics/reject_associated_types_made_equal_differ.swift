// `where C1.Item == C2.Item` rejects two containers of different items.
print("this program must not run")
protocol Container {
    associatedtype Item
    var items: [Item] { get }
}
struct Words: Container { var items: [String] }
struct Numbers: Container { var items: [Int] }
func same<C1: Container, C2: Container>(_ a: C1, _ b: C2) -> Bool where C1.Item == C2.Item { a.items.count == b.items.count }
print(same(Words(items: ["a"]), Numbers(items: [1])))

// expect error: global function 'same' requires the types 'String' and 'Int' be equivalent
