// reverse() is MutableCollection's default only where the collection is also a BidirectionalCollection.
print("this program must not run")
struct Evens: MutableCollection {
    var values = [5, 8, 1, 6, 3, 4]
    var startIndex: Int { 0 }
    var endIndex: Int { values.count }
    func index(after i: Int) -> Int { i + 1 }
    subscript(i: Int) -> Int {
        get { values[i] }
        set { values[i] = newValue }
    }
}
var e = Evens()
e.reverse()
print(Array(e))

// expect error: referencing instance method 'reverse()' on 'MutableCollection' requires that 'Evens' conform to 'BidirectionalCollection'
