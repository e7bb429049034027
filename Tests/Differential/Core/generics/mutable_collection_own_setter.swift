// An own MutableCollection written through its setter from a generic body; reads at a slice's own positions.
struct Grid: MutableCollection {
    var cells = [1, 2, 3, 4]
    var startIndex: Int { 0 }
    var endIndex: Int { cells.count }
    func index(after i: Int) -> Int { i + 1 }
    subscript(position: Int) -> Int {
        get { cells[position] }
        set { cells[position] = newValue * 10 }
    }
}
func zero<C: MutableCollection>(_ c: inout C) where C.Element == Int {
    c[c.startIndex] = 0
}
func bump<C: MutableCollection>(_ c: inout C) where C.Element == Int {
    for i in c.indices { c[i] += 1 }
}
func first<C: MutableCollection>(_ c: C) -> C.Element { c[c.startIndex] }
var g = Grid()
zero(&g)
print(g.cells)
bump(&g)
print(g.cells, first(g))
let a = [5, 6, 7]
print(first(a[1...]))
var s = a[1...]
bump(&s)
print(s, s.startIndex)
var e: [Int] = []
bump(&e)
print(e)
var t = [4, 5, 6][1...]
func rotate<C: MutableCollection>(_ c: inout C) { c.swapAt(c.startIndex, c.index(after: c.startIndex)) }
rotate(&t)
print(t, first(t))

// expect: [0, 2, 3, 4]
// expect: [10, 30, 40, 50] 10
// expect: 6
// expect: [7, 8] 1
// expect: []
// expect: [6, 5] 6
