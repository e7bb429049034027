// A 2D grid as an array of arrays, updated in place.
var grid = Array(repeating: Array(repeating: 0, count: 3), count: 2)
grid[1][2] = 5
grid[0][0] += 1
print(grid, grid.count, grid[0].count)
let transposed = (0..<3).map { c in grid.map { $0[c] } }
print(transposed)
print(grid.flatMap { $0 }.reduce(0, +))

// expect: [[1, 0, 0], [0, 0, 5]] 2 3
// expect: [[1, 0], [0, 0], [0, 5]]
// expect: 6
