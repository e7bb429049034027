// Observers of top-level, local, class and struct variables run once for a member's change or an
// inout argument, never for the read that passes it.
struct Point { var x = 0, y = 0 }
var g = Point() { didSet { print("g", oldValue.x, g.x) } }
g.x = 4
func inc(_ x: inout Int) { x += 1 }
var n = 1 { willSet { print("n will", newValue) } didSet { print("n did", oldValue) } }
inc(&n)
func local() {
    var p = Point() { didSet { print("p", oldValue.x, p.x) } }
    p.x = 2
    inc(&p.y)
    print(p.y)
}
local()
class K { var v = 1 { didSet { print("v", oldValue, v) } } }
let k = K()
inc(&k.v)
struct S { var w = 1 { didSet { print("w", oldValue, w) } } }
var s = S()
inc(&s.w)
s.w += 1

// expect: g 0 4
// expect: n will 2
// expect: n did 1
// expect: p 0 2
// expect: p 2 2
// expect: 1
// expect: v 1 2
// expect: w 1 2
// expect: w 2 3
