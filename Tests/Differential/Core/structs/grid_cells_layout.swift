// A grid's cells laid out by Int division and remainder, frames as labelled tuples, rows grouped
// and counted.
import Foundation
struct Cell { let row: Int, col: Int }
let columns = 4, count = 10, spacing = 8.0, size = 40.0
let cells = (0..<count).map { Cell(row: $0 / columns, col: $0 % columns) }
let rows = (count + columns - 1) / columns
print(rows, cells.last!.row, cells.last!.col)
let frames = cells.map { (x: Double($0.col) * (size + spacing), y: Double($0.row) * (size + spacing)) }
print(frames[5], frames.map(\.x).max()!, Double(rows) * size + Double(rows - 1) * spacing)
let byRow = Dictionary(grouping: cells, by: \.row).mapValues { $0.count }
print(byRow.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })

// expect: 3 2 1
// expect: (x: 48.0, y: 48.0) 144.0 136.0
// expect: ["0:4", "1:4", "2:2"]
