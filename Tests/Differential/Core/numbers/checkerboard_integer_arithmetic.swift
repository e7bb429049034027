// A checkerboard's cells counted with Int `/`, `%` and isMultiple(of:), truncating toward zero as
// Swift does.
import Foundation
var dark = 0, light = 0, edge = 0
let cols = 8, rows = 6
for y in 0..<rows {
    for x in 0..<cols {
        if (x / 2 + y / 2).isMultiple(of: 2) { dark += 1 } else { light += 1 }
        if x % (cols - 1) == 0 || y % (rows - 1) == 0 { edge += 1 }
    }
}
print(dark, light, edge, 7 / 2, -7 / 2, -7 % 3, 7 % -3)
let cell = 100 / cols
print(cell, 100 % cols, type(of: cell))

// expect: 24 24 24 3 -3 -1 1
// expect: 12 4 Int
