// `IntContainer` fixes Item to Int; a generic conformer whose items are its own `T` does not conform.
print("this program must not run")
protocol Container {
    associatedtype Item
    var items: [Item] { get }
}
protocol IntContainer: Container where Item == Int {}
struct G<T>: IntContainer {
    var items: [T]
}
print(G(items: [1]).items)

// expect error: type 'G<T>' does not conform to protocol 'Container'
