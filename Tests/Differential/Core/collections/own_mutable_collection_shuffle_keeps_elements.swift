// shuffle() of a program's own MutableCollection & RandomAccessCollection, directly and through
// generic code, reorders its elements in place: it stays the program's type with the same elements.
struct Row: MutableCollection, RandomAccessCollection {
    var cells: [String]
    var startIndex: Int { 0 }
    var endIndex: Int { cells.count }
    func index(after i: Int) -> Int { i + 1 }
    func index(before i: Int) -> Int { i - 1 }
    subscript(i: Int) -> String {
        get { cells[i] }
        set { cells[i] = newValue }
    }
}
func mixAll<C: MutableCollection & RandomAccessCollection>(_ c: inout C) { c.shuffle() }
var row = Row(cells: ["a", "b", "c", "d", "e", "f"])
row.shuffle()
print(row.cells.sorted(), row.count)
mixAll(&row)
print(row.cells.sorted(), type(of: row), row.shuffled().sorted())

// expect: ["a", "b", "c", "d", "e", "f"] 6
// expect: ["a", "b", "c", "d", "e", "f"] Row ["a", "b", "c", "d", "e", "f"]
