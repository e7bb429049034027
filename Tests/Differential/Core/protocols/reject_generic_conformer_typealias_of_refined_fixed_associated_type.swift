// A generic conformer naming `typealias Item = T` against `IntContainer`'s `Item == Int` fails the refining protocol.
print("this program must not run")
protocol Container {
    associatedtype Item
    var items: [Item] { get }
}
protocol IntContainer: Container where Item == Int {}
struct G<T>: IntContainer {
    typealias Item = T
    var items: [T]
}
print(G(items: [1]).items)

// expect error: type 'G<T>' does not conform to protocol 'IntContainer'
