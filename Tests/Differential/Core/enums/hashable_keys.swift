// Enum values as dictionary keys and set members.
enum Axis: Hashable { case x, y }
var totals: [Axis: Int] = [:]
totals[.x, default: 0] += 3
totals[.y, default: 0] += 1
totals[.x, default: 0] += 2
print(totals[.x]!, totals[.y]!)
let axes: Set<Axis> = [.x, .x, .y]
print(axes.count)

// expect: 5 1
// expect: 2
