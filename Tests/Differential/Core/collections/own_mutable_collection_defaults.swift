// A program's own MutableCollection & RandomAccessCollection: swapAt, reverse(), sort(), sort(by:) and
// partition(by:) are the standard library's defaults, writing through its subscript's setter in Swift's order.
struct Ring: MutableCollection, RandomAccessCollection {
    var storage: [Int]
    var start: Int
    var startIndex: Int { 0 }
    var endIndex: Int { storage.count }
    func index(after i: Int) -> Int { i + 1 }
    func index(before i: Int) -> Int { i - 1 }
    subscript(i: Int) -> Int {
        get { storage[(start + i) % storage.count] }
        set {
            print("set [\(i)] = \(newValue)")
            storage[(start + i) % storage.count] = newValue
        }
    }
}

func bump<C: MutableCollection>(_ c: inout C, at i: C.Index, to x: C.Element) { c[i] = x }
func sortAll<C: MutableCollection & RandomAccessCollection>(_ c: inout C) where C.Element: Comparable { c.sort() }
func flip<C: MutableCollection & BidirectionalCollection>(_ c: inout C) { c.reverse() }
func swapEnds<C: MutableCollection>(_ c: inout C) {
    let last = c.index(c.startIndex, offsetBy: c.count - 1)
    c.swapAt(c.startIndex, last)
}

var r = Ring(storage: [1, 2, 3, 4, 5], start: 2)
print(Array(r))
r.swapAt(0, 4)
print(Array(r))
r.swapAt(1, 1)
r.reverse()
print(Array(r), r.storage)
bump(&r, at: 2, to: 40)
let p = r.partition(by: { $0 > 3 })
print(p, Array(r))
r.sort()
print(Array(r))
r.sort(by: >)
print(Array(r))
flip(&r)
print(Array(r))
r.swapAt(0, 3)
sortAll(&r)
swapEnds(&r)
print(Array(r), r.storage)

// expect: [3, 4, 5, 1, 2]
// expect: set [0] = 2
// expect: set [4] = 3
// expect: [2, 4, 5, 1, 3]
// expect: set [0] = 3
// expect: set [4] = 2
// expect: set [1] = 1
// expect: set [3] = 4
// expect: [3, 1, 5, 4, 2] [4, 2, 3, 1, 5]
// expect: set [2] = 40
// expect: set [2] = 2
// expect: set [4] = 40
// expect: 3 [3, 1, 2, 4, 40]
// expect: set [0] = 1
// expect: set [1] = 2
// expect: set [2] = 3
// expect: set [3] = 4
// expect: set [4] = 40
// expect: [1, 2, 3, 4, 40]
// expect: set [0] = 40
// expect: set [1] = 4
// expect: set [2] = 3
// expect: set [3] = 2
// expect: set [4] = 1
// expect: [40, 4, 3, 2, 1]
// expect: set [0] = 1
// expect: set [4] = 40
// expect: set [1] = 2
// expect: set [3] = 4
// expect: [1, 2, 3, 4, 40]
// expect: set [0] = 4
// expect: set [3] = 1
// expect: set [0] = 1
// expect: set [1] = 2
// expect: set [2] = 3
// expect: set [3] = 4
// expect: set [4] = 40
// expect: set [0] = 40
// expect: set [4] = 1
// expect: [40, 2, 3, 4, 1] [4, 1, 40, 2, 3]
