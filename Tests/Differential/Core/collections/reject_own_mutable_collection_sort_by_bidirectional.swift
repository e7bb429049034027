// sort(by:) is MutableCollection's default only where the collection is also a RandomAccessCollection.
print("this program must not run")
struct Line: MutableCollection, BidirectionalCollection {
    var values = [5, 8, 1]
    var startIndex: Int { 0 }
    var endIndex: Int { values.count }
    func index(after i: Int) -> Int { i + 1 }
    func index(before i: Int) -> Int { i - 1 }
    subscript(i: Int) -> Int {
        get { values[i] }
        set { values[i] = newValue }
    }
}
var line = Line()
line.sort(by: >)
print(Array(line))

// expect error: referencing instance method 'sort(by:)' on 'MutableCollection' requires that 'Line' conform to 'RandomAccessCollection'
