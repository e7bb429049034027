// `IntContainer` fixes Item to Int; a conformer whose items are Strings does not conform to `Container`.
print("this program must not run")
protocol Container {
    associatedtype Item
    var items: [Item] { get }
}
protocol IntContainer: Container where Item == Int {}
struct Words: IntContainer {
    var items: [String]
}
print(Words(items: ["a"]).items)

// expect error: type 'Words' does not conform to protocol 'Container'
