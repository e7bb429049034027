// A generic type conforms to a refining protocol that fixes Item to Int when its items are Ints
// whatever its own parameter, and conditionally when its where clause makes T Int.
protocol Container {
    associatedtype Item
    var items: [Item] { get }
}
protocol IntContainer: Container where Item == Int {}
extension IntContainer {
    var sum: Int { items.reduce(0, +) }
}
struct Tagged<T>: IntContainer {
    var items: [Int]
    var tag: T
}
struct Plain<T>: Container { var items: [T] }
extension Plain: IntContainer where T == Int {}
print(Tagged(items: [1, 2], tag: "x").sum, Plain(items: [3, 4]).sum, Plain(items: ["a"]).items)

// expect: 3 7 ["a"]
