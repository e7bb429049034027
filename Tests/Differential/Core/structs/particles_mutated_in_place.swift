// Structs in an array mutated in place through indices, and a nested array of Doubles.
import Foundation
struct Particle { var x: Double; var vx: Double; mutating func step() { x += vx } }
var ps = [Particle(x: 0, vx: 1), Particle(x: 10, vx: -2)]
for i in ps.indices { ps[i].step(); ps[i].step() }
ps[0].vx *= 3
ps.indices.forEach { ps[$0].step() }
print(ps.map(\.x), ps.filter { $0.x > 0 }.count)
var grid = [[Double]](repeating: [0, 0], count: 2)
grid[1][0] += 5
for (r, row) in grid.enumerated() { for (c, v) in row.enumerated() where v > 0 { print(r, c, v) } }

// expect: [5.0, 4.0] 2
// expect: 1 0 5.0
