// typealias at top level and inside a struct.
typealias Vector = (dx: Double, dy: Double)
typealias Handler = (Int) -> String
struct Grid {
    typealias Cell = (row: Int, column: Int)
    var cells: [Cell]
}
let v: Vector = (dx: 3, dy: 4)
let h: Handler = { "#\($0)" }
let g = Grid(cells: [(row: 1, column: 2)])
print(v.dx * v.dy, h(7), g.cells[0].column)

// expect: 12.0 #7 2
