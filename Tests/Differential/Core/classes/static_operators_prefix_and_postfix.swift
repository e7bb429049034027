// One type declares prefix and postfix operator functions of one spelling, and its own `!`
// and `...` beside the standard library's.
struct V {
    var x: Int
    static prefix func - (v: V) -> V { V(x: -v.x) }
    static func - (a: V, b: V) -> V { V(x: a.x - b.x) }
    static prefix func ! (v: V) -> Bool { v.x == 0 }
}
postfix operator ++
prefix operator ++
struct C {
    var n: Int
    static prefix func ++ (c: inout C) -> C { c.n += 1; return c }
    static postfix func ++ (c: inout C) -> C { let old = c; c.n += 1; return old }
}
struct R {
    var lo: Int
    static postfix func ... (r: R) -> String { "\(r.lo)..." }
    static prefix func ... (r: R) -> String { "...\(r.lo)" }
}
prefix operator ~~
postfix operator ~~
struct W {
    var s: String
    static prefix func ~~ (w: W) -> String { "pre" + w.s }
    static postfix func ~~ (w: W) -> String { w.s + "post" }
}
let v = V(x: 3)
print((-v).x, (v - V(x: 1)).x, !v, !V(x: 0), !false)
var c = C(n: 1)
let a = ++c
let b = c++
print(a.n, b.n, c.n)
let r = R(lo: 4)
print(r..., ...r, (1...).contains(5))
let w = W(s: "x")
print(~~w, w~~)

// expect: -3 2 false true true
// expect: 2 2 3
// expect: 4... ...4 true
// expect: prex xpost
