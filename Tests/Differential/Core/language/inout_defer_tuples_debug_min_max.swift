// inout, defer, labelled tuples, #if DEBUG, Swift.min/max, closures typed by context.
struct P { var x = 0, y = 0 }
func nudge(_ p: inout P, by d: Int) { p.x += d; p.y -= d }
var ps = [P(), P(x: 5, y: 5)]
nudge(&ps[1], by: 2)
var q = P()
nudge(&q, by: 1)
print(ps[1].x, ps[1].y, q)
func swapEnds(_ a: inout [Int]) { guard a.count > 1 else { return }; a.swapAt(0, a.count - 1) }
var arr = [1, 2, 3]; swapEnds(&arr); print(arr)
func work() -> Int {
    var n = 1
    defer { print("deferred sees", n) }
    for i in 1...3 { defer { n += i }; n *= 2 }
    return n
}
print(work())
func bounds(_ xs: [Double]) -> (min: Double, max: Double)? {
    guard let lo = xs.min(), let hi = xs.max() else { return nil }
    return (lo, hi)
}
if let b = bounds([3, -1, 2]) { print(b.min, b.max, b) }
let (lo, hi) = bounds([5])!
print(lo, hi)
#if DEBUG
print("debug")
#else
print("release")
#endif
print(Swift.min(3, 1, 2), Swift.max(2.5, 1), Swift.max("a", "b"))
let transforms: [(Double) -> Double] = [{ $0 * 2 }, { x in x + 1 }, { -$0 }]
print(transforms.map { $0(3) })
let sorted = [3, 1, 2].sorted { a, b in a > b }
print(sorted, [1, 2, 3].reduce(0) { $0 + $1 * $1 })

// expect: 7 3 P(x: 1, y: -1)
// expect: [3, 2, 1]
// expect: deferred sees 19
// expect: 19
// expect: -1.0 3.0 (min: -1.0, max: 3.0)
// expect: 5.0 5.0
// expect: debug
// expect: 1 2.5 b
// expect: [6.0, 4.0, -3.0]
// expect: [3, 2, 1] 14
