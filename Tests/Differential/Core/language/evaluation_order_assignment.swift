// An assignment evaluates its place's indices (base first) before the right side, then writes.
var log: [String] = []
func at(_ i: Int) -> Int { log.append("at(\(i))"); return i }
func by(_ i: Int) -> Int { log.append("by(\(i))"); return i }
func v() -> Int { log.append("v"); return 7 }
func w() -> Int { log.append("w"); return 8 }
func flush(_ label: String) { print(label + ": " + log.joined(separator: " ")); log = [] }

var xs = [1, 2, 3]
xs[at(1)] += by(5)
flush("compound")
xs[at(1)] = by(5)
flush("plain")
var m = [[1, 2], [3, 4]]
m[at(0)][at(1)] = v()
flush("nested plain")
m[at(0)][at(1)] += v()
flush("nested compound")
struct P { var x = 0; var y = 0 }
var ps = [P(), P()]
ps[at(0)].x += by(1)
flush("property of element, compound")
ps[at(1)].y = by(2)
flush("property of element, plain")
var b = 0
var a = [0, 0]
(a[at(0)], b) = (v(), w())
flush("tuple")
var i = 0
func bump() -> Int { i += 1; return 10 }
var zs = [0, 0, 0]
zs[i] = bump()
print(zs, i)
zs[i] += bump()
print(zs, i)
print(xs, m, ps[0].x, ps[1].y, a, b)

// expect: compound: at(1) by(5)
// expect: plain: at(1) by(5)
// expect: nested plain: at(0) at(1) v
// expect: nested compound: at(0) at(1) v
// expect: property of element, compound: at(0) by(1)
// expect: property of element, plain: at(1) by(2)
// expect: tuple: at(0) v w
// expect: [10, 0, 0] 1
// expect: [10, 10, 0] 2
// expect: [1, 5, 3] [[1, 14], [3, 4]] 1 2 [7, 0] 8
