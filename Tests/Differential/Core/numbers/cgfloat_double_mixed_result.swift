// An operator on a CGFloat and a Double is a Double (SE-0307 prefers CGFloat-to-Double);
// a CGFloat context or compound assignment keeps CGFloat.
import Foundation
let c: CGFloat = 2
let d: Double = 3
print(type(of: c * d), type(of: d - c), type(of: c + d * 2))
let r: CGFloat = c * d
print(type(of: r), r)
var e = c
e *= d
print(type(of: e), e)
let s = c * d + c
print(type(of: s), s)
print(type(of: [c / d]), c < d)

// expect: Double Double Double
// expect: CGFloat 6.0
// expect: CGFloat 6.0
// expect: Double 8.0
// expect: Array<Double> true
