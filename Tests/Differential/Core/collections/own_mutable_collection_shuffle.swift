// shuffle(using:) of a program's own MutableCollection & RandomAccessCollection is Swift's
// Fisher–Yates walk through its own swapAt (so its setter sees each swap), drawing from the
// generator as an array's shuffle does; shuffle() keeps its elements, directly or in generic code.
struct Ring: MutableCollection, RandomAccessCollection {
    var storage: [Int]
    var startIndex: Int { 0 }
    var endIndex: Int { storage.count }
    func index(after i: Int) -> Int { i + 1 }
    func index(before i: Int) -> Int { i - 1 }
    subscript(i: Int) -> Int {
        get { storage[i] }
        set {
            print("set [\(i)] = \(newValue)")
            storage[i] = newValue
        }
    }
}
struct Steps: RandomNumberGenerator {
    var state: UInt64 = 7
    mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state
    }
}
var r = Ring(storage: [1, 2, 3, 4, 5])
var g = Steps()
r.shuffle(using: &g)
print(r.storage)
var a = [1, 2, 3, 4, 5]
var h = Steps()
a.shuffle(using: &h)
print(a)
func mix<C: MutableCollection & RandomAccessCollection>(_ c: inout C) {
    var g = Steps()
    c.shuffle(using: &g)
}
mix(&r)
print(r.storage)
func mixAny<C: MutableCollection & RandomAccessCollection>(_ c: inout C) { c.shuffle() }
var quiet = Ring(storage: [])
quiet.shuffle()
mixAny(&quiet)
print(quiet.storage, type(of: quiet))

// expect: set [0] = 3
// expect: set [2] = 1
// expect: set [1] = 5
// expect: set [4] = 2
// expect: set [2] = 2
// expect: set [4] = 1
// expect: [3, 5, 2, 4, 1]
// expect: [3, 5, 2, 4, 1]
// expect: set [0] = 2
// expect: set [2] = 3
// expect: set [1] = 1
// expect: set [4] = 5
// expect: set [2] = 5
// expect: set [4] = 3
// expect: [2, 1, 5, 4, 3]
// expect: [] Ring
