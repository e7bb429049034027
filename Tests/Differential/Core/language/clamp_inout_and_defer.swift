// inout parameters (a clamp, swap, an array of points, a struct) and defer order with an early
// return.
import Foundation
func clampInPlace(_ v: inout Double, to range: ClosedRange<Double>) {
    v = Swift.min(Swift.max(v, range.lowerBound), range.upperBound)
}
var opacity = 1.4
clampInPlace(&opacity, to: 0...1)
print(opacity)
var a = 1, b = 2
swap(&a, &b)
print(a, b)
func normalise(_ pts: inout [CGPoint], scale: CGFloat) { for i in pts.indices { pts[i].x /= scale; pts[i].y /= scale } }
var ps = [CGPoint(x: 10, y: 20)]
normalise(&ps, scale: 10)
print(ps[0].x, ps[0].y)
func render(_ n: Int) -> String {
    var log = "start"
    defer { print("defer 1") }
    defer { print("defer 2") }
    if n < 0 { return "negative" }
    log += " done"
    return log
}
print(render(-1)); print(render(1))
struct Size { var w = 0.0 }
var sz = Size()
func widen(_ s: inout Size) { s.w += 5 }
widen(&sz); widen(&sz)
print(sz.w)

// expect: 1.0
// expect: 2 1
// expect: 1.0 2.0
// expect: defer 2
// expect: defer 1
// expect: negative
// expect: defer 2
// expect: defer 1
// expect: start done
// expect: 10.0
