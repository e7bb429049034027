// inout parameters write back to the caller's variable, array element or property.
func increment(_ x: inout Int, by step: Int = 1) { x += step }
var n = 5
increment(&n)
increment(&n, by: 10)
print(n)
var xs = [1, 2, 3]
increment(&xs[1], by: 100)
print(xs)
struct P { var x = 0.0 }
var p = P()
func nudge(_ v: inout Double) { v += 0.5 }
nudge(&p.x)
nudge(&p.x)
print(p.x)
var a = 1, b = 2
swap(&a, &b)
print(a, b)

// expect: 16
// expect: [1, 102, 3]
// expect: 1.0
// expect: 2 1
