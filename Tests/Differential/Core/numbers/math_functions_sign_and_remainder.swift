// Foundation's copysign, fmin, fmax, remainder, fmod, trunc, cbrt, log1p and expm1 on Double,
// Float and CGFloat: each result keeps its argument's type and prints as that type prints.
import Foundation
let d = 3.5, e = -2.0
print(copysign(d, e), fmin(d, e), fmax(d, e), remainder(7.0, 2.0), fmod(7.5, 2.0), trunc(-2.7), cbrt(8.0), log1p(0.0), expm1(0.0))
let f: Float = 3.5, g: Float = -2
print(copysign(f, g), fmin(f, g), fmax(f, g), remainder(f, g), fmod(f, g), trunc(f), cbrt(f), log1p(f), expm1(g))
let c: CGFloat = 3.5, h: CGFloat = -2
print(copysign(c, h), fmin(c, h), fmax(c, h), remainder(c, h), fmod(c, h), trunc(c), cbrt(c), log1p(c), expm1(h))
// remainder rounds the quotient to the nearest integer (ties to even); fmod truncates it.
print(remainder(5.0, 2.0), remainder(7.0, 2.0), fmod(-7.0, 2.0), remainder(-7.0, 3.0))
// fmin and fmax pass over a NaN; a literal beside a Double is a Double.
print(fmin(Double.nan, 1.0), fmax(2.0, .nan), copysign(2.0, -0.0), fmax(1, d), remainder(9, 4))
let x = log1p(1e-10)
let y: Float = expm1(1)
print(x, type(of: x), y, type(of: fmin(f, 1)), type(of: copysign(c, 1)))

// expect: -3.5 -2.0 3.5 -1.0 1.5 -2.0 2.0 0.0 0.0
// expect: -3.5 -2.0 3.5 -0.5 1.5 3.0 1.5182945 1.5040774 -0.86466473
// expect: -3.5 -2.0 3.5 -0.5 1.5 3.0 1.5182944859378316 1.5040773967762742 -0.8646647167633873
// expect: 1.0 -1.0 -1.0 -1.0
// expect: 1.0 2.0 -2.0 3.5 1.0
// expect: 9.999999999500001e-11 Double 1.7182817 Float CGFloat
