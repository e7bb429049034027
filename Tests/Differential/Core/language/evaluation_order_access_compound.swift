// An assignment's right side runs before the access to its place begins, so it may read or grow
// the array or dictionary; two inout places' indices are all evaluated before either access.
var log: [String] = []
func f() -> Int { log.append("f"); return 0 }
func g() -> Int { log.append("g"); return 5 }
func flush(_ label: String) { print(label + ": " + log.joined(separator: " ")); log = [] }
var a = [1, 2, 3]
a[f()] += g()
flush("compound")
func grows() -> Int { log.append("grows \(a.count)"); a.append(9); return a.count }
a[f()] += grows()
flush("right side appends")
a[a.count - 1] = a[f()] + grows()
flush("index reads the array")
print(a)
var d: [String: Int] = [:]
func k() -> String { log.append("k"); return "x" }
func v() -> Int { log.append("v"); return 10 }
d[k(), default: v()] += 1
flush("default, missing")
d[k(), default: v()] += 1
flush("default, present")
func readsD() -> Int { log.append("reads \(d["x"] ?? -1)"); return 1 }
d[k(), default: v()] += readsD()
flush("right side reads the dictionary")
print(d)
var b = [10, 20, 30]
func readA() -> Int { log.append("readA \(a.count)"); return 1 }
func add(_ x: inout Int, _ y: inout Int) { log.append("add"); x += y }
add(&a[f()], &b[readA()])
flush("second index reads the first array")
func bump(_ x: inout Int, _ by: Int) { log.append("bump"); x += by }
bump(&a[f()], a.count)
flush("argument reads the array")
struct Counter { var n = 0; mutating func add(_ k: Int) { log.append("add \(k)"); n += k } }
var counters = [Counter(), Counter()]
func countCounters() -> Int { log.append("count \(counters.count)"); return counters.count }
counters[countCounters() - 1].add(countCounters())
flush("mutating method")
print(a, b, counters.map(\.n))

// expect: compound: f g
// expect: right side appends: f grows 3
// expect: index reads the array: f grows 4
// expect: [10, 2, 3, 15, 9]
// expect: default, missing: k v
// expect: default, present: k
// expect: right side reads the dictionary: k reads 12
// expect: ["x": 13]
// expect: second index reads the first array: f readA 5 add
// expect: argument reads the array: f bump
// expect: mutating method: count 2 count 2 add 2
// expect: [35, 2, 3, 15, 9] [10, 20, 30] [0, 2]
