// Another protocol's associated types in `extension P where Self: Q`: `Item` and `Self.Item`
// name Q's, in signatures (results, parameters, closure types) and in bodies.
protocol Container {
    associatedtype Item
    var items: [Item] { get }
}
protocol Reporter {}
extension Reporter where Self: Container {
    func firstItem() -> Item? { items.first }
    func allItems() -> [Self.Item] { items }
    func count(matching test: (Item) -> Bool) -> Int { items.filter(test).count }
    var described: String { items.map { (item: Item) in "<\(item)>" }.joined() }
}
struct Numbers: Container, Reporter { var items: [Int] }
struct Words: Container, Reporter {
    typealias Item = String
    var items: [String]
}
let numbers = Numbers(items: [1, 2, 2])
print(numbers.firstItem() as Any, numbers.allItems(), numbers.count { $0 == 2 }, numbers.described)
let words = Words(items: ["a", "b"])
print(words.firstItem() ?? "none", words.allItems().count, words.count { $0 == "c" }, words.described)
let doubled: [Int] = numbers.allItems().map { $0 * 2 }
print(doubled)

// expect: Optional(1) [1, 2, 2] 2 <1><2><2>
// expect: a 2 0 <a><b>
// expect: [2, 4, 4]
