// Literals take the type their context asks for (CGFloat, Double, Float, Int), and CGFloat times
// Double is a Double.
import Foundation
let a: CGFloat = 2
let b: Double = 3
let c: Float = 1 / 3
let d = 2 * a
let e = 10 / 4
let f = 10.0 / 4
print(a, b, c, d, e, f)
print(type(of: a), type(of: b), type(of: c), type(of: d), type(of: e), type(of: f))
let scale: CGFloat = 1.5
let g = scale * b
print(g, type(of: g))
let h: Double = scale
print(h)

// expect: 2.0 3.0 0.33333334 4.0 2 2.5
// expect: CGFloat Double Float CGFloat Int Double
// expect: 4.5 Double
// expect: 1.5
