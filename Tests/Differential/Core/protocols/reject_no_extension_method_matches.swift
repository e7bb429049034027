// A receiver whose Item meets neither constrained extension's `describe()`: no exact match, not an ambiguity.
print("this program must not run")
protocol Container {
    associatedtype Item
    var items: [Item] { get }
}
extension Container where Item == Int {
    func describe() -> String { "ints" }
}
extension Container where Item == Double {
    func describe() -> String { "doubles" }
}
struct Words: Container { var items: [String] }
print(Words(items: ["a"]).describe())

// expect error: no exact matches in call to instance method 'describe'
