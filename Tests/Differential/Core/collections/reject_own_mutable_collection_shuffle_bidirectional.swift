// shuffle() is MutableCollection's only where Self: RandomAccessCollection: a program's own
// MutableCollection & BidirectionalCollection lacks it, in swiftc's words.
print("this program must not run")
struct Ring: MutableCollection, BidirectionalCollection {
    var storage: [Int]
    var startIndex: Int { 0 }
    var endIndex: Int { storage.count }
    func index(after i: Int) -> Int { i + 1 }
    func index(before i: Int) -> Int { i - 1 }
    subscript(i: Int) -> Int {
        get { storage[i] }
        set { storage[i] = newValue }
    }
}
var r = Ring(storage: [1, 2, 3])
r.shuffle()

// expect error: referencing instance method 'shuffle()' on 'MutableCollection' requires that 'Ring' conform to 'RandomAccessCollection'
