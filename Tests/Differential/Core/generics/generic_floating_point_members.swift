// `T: FloatingPoint`: `squareRoot()`, `.pi`, `T(3)`, `.zero`, `rounded()`, `T.infinity`, `isNaN`, on Double and Float.
func hyp<T: FloatingPoint>(_ a: T, _ b: T) -> T { (a * a + b * b).squareRoot() }
func circ<T: FloatingPoint>(_ r: T) -> T { 2 * .pi * r }
func three<T: FloatingPoint>(_ x: T) -> T { T(3) * x }
func z<T: FloatingPoint>(_ x: T) -> Bool { x == .zero }
func r<T: FloatingPoint>(_ x: T) -> T { x.rounded() }
func inf<T: FloatingPoint>(_ x: T) -> Bool { x < T.infinity && !x.isNaN }
print(hyp(3.0, 4.0), hyp(Float(6), 8))
print(circ(1.0))
print(three(2.0), three(Float(0.5)))
print(z(0.0), z(Float(1)))
print(r(2.5), r(-2.5), r(Float(1.4)))
print(inf(1.0), inf(Double.infinity), inf(Double.nan))

// expect: 5.0 10.0
// expect: 6.283185307179586
// expect: 6.0 1.5
// expect: true false
// expect: 3.0 -3.0 1.0
// expect: true false false
