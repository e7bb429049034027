// A property of `extension Container where Item == Int` on a container of Strings.
print("this program must not run")
protocol Container {
    associatedtype Item
    var items: [Item] { get }
}
struct Words: Container { var items: [String] }
extension Container where Item == Int {
    var sum: Int { items.reduce(0, +) }
}
print(Words(items: ["a"]).sum)

// expect error: property 'sum' requires the types 'String' and 'Int' be equivalent
