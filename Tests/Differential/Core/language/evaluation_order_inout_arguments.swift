// An `inout` argument's index is evaluated once, in its turn, through a function value, a protocol requirement or an operator.
var log: [String] = []
func at(_ i: Int) -> Int { log.append("at(\(i))"); return i }
func by(_ i: Int) -> Int { log.append("by(\(i))"); return i }
func flush(_ label: String) { print(label + ": [" + log.joined(separator: " ") + "]"); log = [] }
func f(_ a: inout Int, _ b: Int) { log.append("f"); a += b }
var xs = [1, 2, 3]
let fn = f
fn(&xs[at(0)], by(2))
flush("closure value")
protocol Adder { func add(_ a: inout Int, _ b: Int) }
struct A: Adder { func add(_ a: inout Int, _ b: Int) { log.append("add"); a += b } }
let adder: any Adder = A()
adder.add(&xs[at(1)], by(3))
flush("protocol")
struct V { var v = 1; static func += (l: inout V, r: V) { log.append("+="); l.v += r.v } }
func mk(_ i: Int) -> V { log.append("mk"); return V(v: i) }
var vs = [V(), V()]
vs[at(1)] += mk(4)
flush("user operator")
xs[at(0)] = xs[at(1)] &+ by(1)
flush("wrapping")
var str = ["a", "b"]
str[at(0)].append(contentsOf: String(by(1)))
flush("string append")
print(xs, vs[1].v, str)

// expect: closure value: [at(0) by(2) f]
// expect: protocol: [at(1) by(3) add]
// expect: user operator: [at(1) mk +=]
// expect: wrapping: [at(0) at(1) by(1)]
// expect: string append: [at(0) by(1)]
// expect: [6, 5, 3] 5 ["a1", "b"]
