// Summing tick counts past Int.max traps.
import Foundation
let ticks = [Int.max / 2, Int.max / 2, 10]
var total = 0
for t in ticks { total += t }
print("unreachable", total)

// expect runtime error: trap
