// Structs get == and hashing synthesized from their stored properties.
struct Cell: Hashable {
    var row: Int
    var column: Int
}
print(Cell(row: 1, column: 2) == Cell(row: 1, column: 2), Cell(row: 1, column: 2) != Cell(row: 2, column: 1))
let visited: Set<Cell> = [Cell(row: 0, column: 0), Cell(row: 0, column: 0), Cell(row: 1, column: 0)]
print(visited.count, visited.contains(Cell(row: 1, column: 0)))

// expect: true true
// expect: 2 true
