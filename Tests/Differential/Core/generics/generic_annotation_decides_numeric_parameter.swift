// A stored property's literal default of a `T: Numeric` type: the annotation's argument decides T.
struct L<T: Numeric> { var v: T = 0 }
let l: L<Double> = L()
print(l.v)
let m = L<Int>()
print(m.v)
var k: L<Float> = L(v: 2)
k.v += 1
print(k.v)

// expect: 0.0
// expect: 0
// expect: 3.0
