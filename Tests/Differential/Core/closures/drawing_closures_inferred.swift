// Closures with parameter types inferred from context: sorting points, transforms, counters, a
// dictionary of operators and an easing curve.
import Foundation
let pts = [CGPoint(x: 3, y: 1), CGPoint(x: 1, y: 2), CGPoint(x: 2, y: 0)]
let sorted = pts.sorted { $0.x < $1.x }
print(sorted.map { Int($0.x) })
let scaled = pts.map { p in CGPoint(x: p.x * 2, y: p.y) }
print(scaled.map(\.x))
var transform: (CGPoint) -> CGPoint = { CGPoint(x: -$0.x, y: $0.y) }
print(transform(pts[0]).x)
transform = { p in CGPoint(x: p.y, y: p.x) }
print(transform(pts[0]).x)
func makeCounter() -> () -> Int { var n = 0; return { n += 1; return n } }
let c = makeCounter(); _ = c(); print(c())
let ops: [String: (Double, Double) -> Double] = ["+": (+), "max": { Swift.max($0, $1) }, "avg": { ($0 + $1) / 2 }]
print(ops.keys.sorted().map { "\($0)=\(ops[$0]!(3, 5))" })
func apply(_ n: Int, _ f: (Int) -> Int) -> [Int] { (0..<n).map(f) }
print(apply(4) { $0 * $0 }, apply(3) { i in i + 10 })
let easing: (Double) -> Double = { t in t < 0.5 ? 2 * t * t : 1 - pow(-2 * t + 2, 2) / 2 }
print([0, 0.25, 0.5, 1].map(easing))

// expect: [1, 2, 3]
// expect: [6.0, 2.0, 4.0]
// expect: -3.0
// expect: 1.0
// expect: 2
// expect: ["+=8.0", "avg=4.0", "max=5.0"]
// expect: [0, 1, 4, 9] [10, 11, 12]
// expect: [0.0, 0.125, 0.5, 1.0]
