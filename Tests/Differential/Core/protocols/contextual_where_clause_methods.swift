// A method's own `where` clause on its protocol's associated type (a contextual where clause):
// `average()` of `extension Container { func average() -> Double where Item == Int }` is found only
// on containers of Int, beside another `average()` of `extension Container where Item == Double`,
// on a program's type and on an array made to conform; its body sees `Item` as `Int`.
protocol Container {
    associatedtype Item
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}
struct Box<T>: Container {
    var items: [T]
    var count: Int { items.count }
    subscript(i: Int) -> T { items[i] }
}
extension Array: Container {}
extension Container where Item == Double {
    func average() -> Double {
        var sum = 0.0
        for index in 0..<count { sum += self[index] }
        return sum / Double(count)
    }
}
extension Container {
    func average() -> Double where Item == Int {
        var sum = 0.0
        for index in 0..<count { sum += Double(self[index]) }
        return sum / Double(count)
    }
    func endsWith(_ item: Item) -> Bool where Item: Equatable {
        return count >= 1 && self[count - 1] == item
    }
}
print(Box(items: [1.5, 2.5]).average(), Box(items: [1, 2]).average())
print([1260.0, 1200.0, 98.6, 37.0].average(), [1260, 1200, 98, 37].average())
print(Box(items: ["a", "b"]).endsWith("b"), [3, 4].endsWith(3))

// expect: 2.0 1.5
// expect: 648.9 648.75
// expect: true false
