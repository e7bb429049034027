// Two extensions constrained to different associated types declare one method: each receiver
// gets the one its Item admits.
protocol Container {
    associatedtype Item
    var items: [Item] { get }
}
struct Words: Container { var items: [String] }
extension Container where Item == String {
    func count() -> Int { items.count }
}
extension Container where Item == Int {
    func count() -> Int { items.reduce(0, +) }
}
struct Numbers: Container { var items: [Int] }
print(Words(items: ["a", "b"]).count(), Numbers(items: [5, 6]).count())

// expect: 2 11
