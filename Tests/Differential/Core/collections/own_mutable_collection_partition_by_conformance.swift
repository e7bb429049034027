// partition(by:) is a MutableCollection requirement: a program's own conformer gets
// BidirectionalCollection's algorithm when it conforms to that protocol, even through a generic
// `C: MutableCollection`, and the forward one when it only declares index(before:).
struct Ring: MutableCollection, RandomAccessCollection {
    var storage: [Int]
    var startIndex: Int { 0 }
    var endIndex: Int { storage.count }
    func index(after i: Int) -> Int { i + 1 }
    func index(before i: Int) -> Int { i - 1 }
    subscript(i: Int) -> Int {
        get { storage[i] }
        set { print("ring", i, newValue); storage[i] = newValue }
    }
}
struct Row: MutableCollection {
    var storage: [Int]
    var startIndex: Int { 0 }
    var endIndex: Int { storage.count }
    func index(after i: Int) -> Int { i + 1 }
    func index(before i: Int) -> Int { i - 1 }
    subscript(i: Int) -> Int {
        get { storage[i] }
        set { print("row", i, newValue); storage[i] = newValue }
    }
}
func part<C: MutableCollection>(_ c: inout C) -> C.Index where C.Element == Int { c.partition(by: { $0 > 2 }) }
var ring = Ring(storage: [3, 1, 4, 1, 5, 2])
print(part(&ring), ring.storage)
var row = Row(storage: [3, 1, 4, 1, 5, 2])
print(part(&row), row.storage)
var none = Row(storage: [1, 2])
print(none.partition(by: { $0 > 2 }), none.storage)

// expect: ring 0 2
// expect: ring 5 3
// expect: ring 2 1
// expect: ring 3 4
// expect: 3 [2, 1, 1, 4, 5, 3]
// expect: row 0 1
// expect: row 1 3
// expect: row 1 1
// expect: row 3 3
// expect: row 2 2
// expect: row 5 4
// expect: 3 [1, 1, 2, 3, 5, 4]
// expect: 2 [1, 2]
