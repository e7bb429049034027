// A struct with a two-argument subscript, get and set.
struct Matrix {
    let rows: Int, columns: Int
    var grid: [Double]
    init(rows: Int, columns: Int) {
        self.rows = rows; self.columns = columns
        grid = Array(repeating: 0, count: rows * columns)
    }
    subscript(row: Int, column: Int) -> Double {
        get { grid[row * columns + column] }
        set { grid[row * columns + column] = newValue }
    }
}
var m = Matrix(rows: 2, columns: 2)
m[0, 1] = 1.5
m[1, 0] = 3
print(m[0, 1] + m[1, 0], m.grid)

// expect: 4.5 [0.0, 1.5, 3.0, 0.0]
