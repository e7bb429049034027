// A forward-only MutableCollection whose indices are not offsets: partition(by:) is MutableCollection's
// one-pass default, swapAt and generic writes go through its own indices and setter; a class conformer too.
struct Evens: MutableCollection {
    var values = [5, 8, 1, 6, 3, 4]
    var startIndex: Int { 10 }
    var endIndex: Int { 10 + 2 * values.count }
    func index(after i: Int) -> Int { i + 2 }
    subscript(i: Int) -> Int {
        get { values[(i - 10) / 2] }
        set {
            print("write \(newValue) at \(i)")
            values[(i - 10) / 2] = newValue
        }
    }
}

final class Cells: MutableCollection {
    var cells: [String]
    init(_ cells: [String]) { self.cells = cells }
    var startIndex: Int { 0 }
    var endIndex: Int { cells.count }
    func index(after i: Int) -> Int { i + 1 }
    func index(before i: Int) -> Int { i - 1 }
    subscript(i: Int) -> String {
        get { cells[i] }
        set {
            print("cell \(i) <- \(newValue)")
            cells[i] = newValue
        }
    }
}
extension Cells: BidirectionalCollection {}

func rotateFirstTwo<C: MutableCollection>(_ c: inout C) {
    let second = c.index(after: c.startIndex)
    c.swapAt(c.startIndex, second)
}
func setFirst<C: MutableCollection>(_ c: inout C, _ x: C.Element) { c[c.startIndex] = x }

var e = Evens()
let split = e.partition(by: { $0 % 2 == 0 })
print(split, Array(e), e.values)
e.swapAt(12, 20)
rotateFirstTwo(&e)
setFirst(&e, 99)
print(Array(e), e.firstIndex(of: 99) as Any)

var cells = Cells(["d", "a", "c", "b"])
let alias = cells
cells.reverse()
print(alias.cells)
rotateFirstTwo(&cells)
let middle = cells.partition(by: { $0 < "c" })
print(middle, alias.cells)

// expect: write 1 at 12
// expect: write 8 at 14
// expect: write 3 at 14
// expect: write 8 at 18
// expect: 16 [5, 1, 3, 6, 8, 4] [5, 1, 3, 6, 8, 4]
// expect: write 4 at 12
// expect: write 1 at 20
// expect: write 4 at 10
// expect: write 5 at 12
// expect: write 99 at 10
// expect: [99, 5, 3, 6, 8, 1] Optional(10)
// expect: cell 0 <- b
// expect: cell 3 <- d
// expect: cell 1 <- c
// expect: cell 2 <- a
// expect: ["b", "c", "a", "d"]
// expect: cell 0 <- c
// expect: cell 1 <- b
// expect: cell 1 <- d
// expect: cell 3 <- b
// expect: 2 ["c", "d", "a", "b"]
