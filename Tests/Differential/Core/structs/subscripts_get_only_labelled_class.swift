// Subscripts: get-only, labelled, overloaded, on a class, and through compound assignment.
struct Polyline {
    var xs: [Double]
    subscript(i: Int) -> Double { xs[i] }
    subscript(from start: Int) -> [Double] { Array(xs[start...]) }
    subscript(i: Int, scaled factor: Double) -> Double { xs[i] * factor }
}
let line = Polyline(xs: [1, 2, 4])
print(line[2], line[from: 1], line[1, scaled: 10])
final class Counter {
    var counts: [String: Int] = [:]
    subscript(key: String) -> Int {
        get { counts[key, default: 0] }
        set { counts[key] = newValue }
    }
}
let counter = Counter()
counter["a"] += 2
counter["a"] += 1
counter["b"] = 7
print(counter["a"], counter["b"], counter["c"])
struct Grid {
    var cells = [[0, 0], [0, 0]]
    subscript(row: Int, column: Int) -> Int {
        get { cells[row][column] }
        set { cells[row][column] = newValue }
    }
    mutating func fill(_ value: Int) {
        for r in 0..<2 { for c in 0..<2 { self[r, c] = value + r * 2 + c } }
    }
}
var grid = Grid()
grid.fill(10)
grid[1, 1] *= 2
print(grid.cells)

// expect: 4.0 [2.0, 4.0] 20.0
// expect: 3 7 0
// expect: [[10, 11], [12, 26]]
