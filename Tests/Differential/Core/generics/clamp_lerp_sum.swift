// Generic clamp, lerp and sum with Comparable, FloatingPoint and a where clause on a Sequence's
// Element.
import Foundation
func clamp<T: Comparable>(_ v: T, _ lo: T, _ hi: T) -> T { Swift.min(Swift.max(v, lo), hi) }
func lerp<T: FloatingPoint>(_ a: T, _ b: T, _ t: T) -> T { a + (b - a) * t }
func sum<S: Sequence>(_ s: S) -> S.Element where S.Element: Numeric { s.reduce(0, +) }
print(clamp(15, 0, 10), clamp(-0.5, 0.0, 1.0), clamp("m", "a", "k"))
print(lerp(0.0, 10.0, 0.25), lerp(Float(1), 3, 0.5), lerp(CGFloat(0), 100, 0.1))
print(sum([1, 2, 3]), sum([0.5, 0.25]), sum(1...10))

// expect: 10 0.0 k
// expect: 2.5 2.0 10.0
// expect: 6 0.75 55
