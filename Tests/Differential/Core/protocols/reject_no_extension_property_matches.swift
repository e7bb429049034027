// A receiver whose Item meets neither constrained extension's `total`: swiftc finds no exact match.
print("this program must not run")
protocol Container {
    associatedtype Item
    var items: [Item] { get }
}
extension Container where Item == Int {
    var total: Int { items.reduce(0, +) }
}
extension Container where Item == Double {
    var total: Double { items.reduce(0, +) }
}
struct Words: Container { var items: [String] }
print(Words(items: ["a"]).total)

// expect error: no exact matches in reference to property 'total'
