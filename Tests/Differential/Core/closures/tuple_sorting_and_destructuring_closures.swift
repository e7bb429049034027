// Closures sorting by a tuple of keys, destructuring enumerated pairs, building a dictionary and
// reducing into a tuple.
import Foundation
let pts = [(x: 3, y: 1), (x: 1, y: 2), (x: 1, y: 1)]
print(pts.sorted { ($0.x, $0.y) < ($1.x, $1.y) }.map { "\($0.x),\($0.y)" })
let labelled = pts.enumerated().map { i, p in "\(i):\(p.x)" }
print(labelled)
let lookup = Dictionary(uniqueKeysWithValues: zip(["a", "b"], [1, 2]))
print(lookup.sorted(by: <).map { "\($0.key)=\($0.value)" })
let (sx, sy) = pts.reduce(into: (0, 0)) { acc, p in acc.0 += p.x; acc.1 += p.y }
print(sx, sy, pts.map { $0.0 }, pts.map(\.y).max()!)

// expect: ["1,1", "1,2", "3,1"]
// expect: ["0:3", "1:1", "2:1"]
// expect: ["a=1", "b=2"]
// expect: 5 4 [3, 1, 1] 2
