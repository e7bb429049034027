// The Array API chart code uses: map, filter, reduce(into:), sorted, zip, stride, enumerated,
// prefix/suffix, removeAll(where:).
import Foundation
let values = [3.0, 7.5, 1.25, 9.0, 4.5]
print(values.map { $0 * 2 }, values.filter { $0 > 4 }, values.reduce(0, +))
print(values.sorted(by: >), values.min()!, values.max()!, values.first(where: { $0 > 5 }) as Any)
print(values.enumerated().map { "\($0.offset):\($0.element)" }.joined(separator: " "))
print(Array(values.indices), Array(values.reversed()), values.firstIndex(of: 9.0) as Any)
let strs = ["1", "x", "3"]
print(strs.compactMap { Int($0) }, [[1, 2], [3]].flatMap { $0 }, strs.map { $0 + "!" })
let hist = values.reduce(into: [Int: Int]()) { acc, v in acc[Int(v) / 3, default: 0] += 1 }
print(hist.sorted(by: { $0.key < $1.key }).map { [$0.key, $0.value] })
for (a, b) in zip(values, values.dropFirst()) { print(b - a, terminator: ";") }
print()
print(Array(stride(from: 0, to: 10, by: 3)), Array(stride(from: 1.0, through: 0, by: -0.25)))
print(values.contains(where: { $0 < 2 }), values.allSatisfy { $0 > 0 }, values.prefix(2), values.suffix(2))
var grid = Array(repeating: Array(repeating: 0, count: 3), count: 2)
grid[1][2] = 5
print(grid, grid.flatMap { $0 }.count, values.count, values.isEmpty)
var mutable = values
mutable.removeAll { $0 > 5 }
mutable.insert(0, at: 0)
mutable.swapAt(0, 1)
print(mutable, mutable.lastIndex(where: { $0 < 4 }) as Any)

// expect: [6.0, 15.0, 2.5, 18.0, 9.0] [7.5, 9.0, 4.5] 25.25
// expect: [9.0, 7.5, 4.5, 3.0, 1.25] 1.25 9.0 Optional(7.5)
// expect: 0:3.0 1:7.5 2:1.25 3:9.0 4:4.5
// expect: [0, 1, 2, 3, 4] [4.5, 9.0, 1.25, 7.5, 3.0] Optional(3)
// expect: [1, 3] [1, 2, 3] ["1!", "x!", "3!"]
// expect: [[0, 1], [1, 2], [2, 1], [3, 1]]
// expect: 4.5;-6.25;7.75;-4.5;
// expect: [0, 3, 6, 9] [1.0, 0.75, 0.5, 0.25, 0.0]
// expect: true true [3.0, 7.5] [9.0, 4.5]
// expect: [[0, 0, 0], [0, 0, 5]] 6 5 false
// expect: [3.0, 0.0, 1.25, 4.5] Optional(2)
