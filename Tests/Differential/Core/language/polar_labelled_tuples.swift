// Functions returning labelled tuples, destructuring, tuple members by label and index.
import Foundation
func polar(_ r: Double, _ deg: Double) -> (x: Double, y: Double) {
    let a = deg * .pi / 180
    return (r * cos(a), r * sin(a))
}
let p = polar(2, 90)
print(String(format: "%.3f %.3f", p.x, p.y))
let (x, y) = polar(1, 0)
print(x, y)
var size: (width: Double, height: Double) = (width: 3, height: 4)
size.width *= 2
print(size, size.0, type(of: size))
func bounds(_ ps: [(x: Double, y: Double)]) -> (min: Double, max: Double)? {
    guard let lo = ps.map(\.x).min(), let hi = ps.map(\.x).max() else { return nil }
    return (lo, hi)
}
print(bounds([(1, 2), (-3, 4)])!.min, bounds([]) == nil)

// expect: 0.000 2.000
// expect: 1.0 0.0
// expect: (width: 6.0, height: 4.0) 6.0 (width: Double, height: Double)
// expect: -3.0 true
