// An index one past the end of the gradient stops traps.
import Foundation
let stops = [0.0, 0.5, 1.0]
for i in 0...stops.count { print(stops[i]) }

// expect: 0.0
// expect: 0.5
// expect: 1.0
// expect runtime error: Index out of range
