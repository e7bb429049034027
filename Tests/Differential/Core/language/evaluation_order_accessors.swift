// A subscript's or computed property's getter and setter run after the right side;
// a call's base before its member's index, and an `inout` argument's index in its turn.
var log: [String] = []
func at(_ i: Int) -> Int { log.append("at(\(i))"); return i }
func by(_ i: Int) -> Int { log.append("by(\(i))"); return i }
func flush(_ label: String) { print(label + ": [" + log.joined(separator: " ") + "]"); log = [] }

struct Box {
    var items = [10, 20, 30]
    subscript(i: Int) -> Int {
        get { log.append("get(\(i))"); return items[i] }
        set { log.append("set(\(i))"); items[i] = newValue }
    }
    var total: Int {
        get { log.append("getTotal"); return items[0] }
        set { log.append("setTotal"); items[0] = newValue }
    }
    mutating func add(_ n: Int) { log.append("add"); items[0] += n }
}
var box = Box()
box[at(1)] += by(5)
flush("subscript, compound")
box[at(2)] = by(1)
flush("subscript, plain")
box.total += by(2)
flush("computed, compound")
var boxes = [Box(), Box()]
boxes[at(1)].add(by(3))
flush("mutating method of element")
final class C { var arr = [1, 2]; var n = 0 }
let c = C()
func obj() -> C { log.append("obj"); return c }
obj().n = by(3)
flush("class member")
obj().arr[at(1)] = by(4)
flush("class member's element")
obj().arr[at(0)] -= by(4)
flush("class member's element, compound")
func f(_ a: inout Int, _ b: Int) { log.append("f"); a += b }
var xs = [1, 2, 3]
f(&xs[at(0)], by(2))
flush("inout, then argument")
func g(_ a: Int, _ b: inout Int) { log.append("g"); b += a }
g(by(3), &xs[at(2)])
flush("argument, then inout")
func h(_ p: Int, _ q: Int, _ r: Int) -> Int { log.append("h"); return p + q + r }
_ = h(at(1), by(2), at(3))
flush("arguments")
var opt: [Int]? = [1, 2]
opt?[at(0)] = by(5)
flush("optional chain")
var none: [Int]? = nil
none?[at(0)] = by(5)
flush("optional chain, nil")
print(box.items, boxes[1].items, c.arr, c.n, xs, opt as Any)

// expect: subscript, compound: [at(1) by(5) get(1) set(1)]
// expect: subscript, plain: [at(2) by(1) set(2)]
// expect: computed, compound: [by(2) getTotal setTotal]
// expect: mutating method of element: [at(1) by(3) add]
// expect: class member: [obj by(3)]
// expect: class member's element: [obj at(1) by(4)]
// expect: class member's element, compound: [obj at(0) by(4)]
// expect: inout, then argument: [at(0) by(2) f]
// expect: argument, then inout: [by(3) at(2) g]
// expect: arguments: [at(1) by(2) at(3) h]
// expect: optional chain: [at(0) by(5)]
// expect: optional chain, nil: []
// expect: [12, 25, 1] [13, 20, 30] [-3, 4] 3 [3, 2, 6] Optional([5, 2])
