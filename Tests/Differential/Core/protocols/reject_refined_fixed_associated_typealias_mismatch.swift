// A conformer naming `typealias Item = String` against `IntContainer`'s `Item == Int` fails the refining protocol.
print("this program must not run")
protocol Container {
    associatedtype Item
    var items: [Item] { get }
}
protocol IntContainer: Container where Item == Int {}
struct Words: IntContainer {
    typealias Item = String
    var items: [String]
}
print(Words(items: ["a"]).items)

// expect error: type 'Words' does not conform to protocol 'IntContainer'
