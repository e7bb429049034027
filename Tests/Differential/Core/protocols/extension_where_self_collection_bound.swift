// A program protocol's extension bounded by `Self: Collection` (or a refinement) sees self as a
// collection: `count`, `first`, `isEmpty`, `indices`, `self[i]`, `Index`, `startIndex`; it gives a
// requirement its default for arrays, strings and a program's own collection.
protocol Describable { func describe() -> String }
extension Describable where Self: Collection {
    func describe() -> String { "\(count) items, first \(String(describing: first))" }
}
protocol Sized {}
extension Sized where Self: Collection {
    var size: Int { count }
    var empty: Bool { isEmpty }
    func at(_ i: Index) -> Element { self[i] }
    func allIndices() -> [Index] { Array(indices) }
    var head: Element? { isEmpty ? nil : self[startIndex] }
}
extension Sized where Self: RandomAccessCollection, Element: Comparable {
    func isAscending() -> Bool {
        for i in indices.dropLast() where self[i] > self[index(after: i)] { return false }
        return true
    }
}
struct Ring: Collection, Describable, Sized {
    let items: [String]
    var startIndex: Int { 0 }
    var endIndex: Int { items.count }
    subscript(i: Int) -> String { items[i] }
    func index(after i: Int) -> Int { i + 1 }
}
extension Array: Describable, Sized {}
extension String: Describable, Sized {}
print([1, 2, 3].describe())
print(["a"].describe())
print([Int]().describe())
print("hey".describe())
let a = [3, 1, 2]
print(a.size, a.empty, a.at(1), a.allIndices(), a.head as Any, a.isAscending(), [1, 2, 5].isAscending())
print("hey".size, "hey".at("hey".startIndex), "".empty, "hey".head as Any)
let r = Ring(items: ["p", "q"])
print(r.describe(), r.size, r.at(1), r.allIndices(), r.head as Any)

// expect: 3 items, first Optional(1)
// expect: 1 items, first Optional("a")
// expect: 0 items, first nil
// expect: 3 items, first Optional("h")
// expect: 3 false 1 [0, 1, 2] Optional(3) false true
// expect: 3 h true Optional("h")
// expect: 2 items, first Optional("p") 2 q [0, 1] Optional("p")
