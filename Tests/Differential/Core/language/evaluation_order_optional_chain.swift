// An assignment or mutating call through a nil optional chain evaluates neither the index nor the value.
var log: [String] = []
func at(_ i: Int) -> Int { log.append("at(\(i))"); return i }
func by(_ i: Int) -> Int { log.append("by(\(i))"); return i }
func flush(_ label: String) { print(label + ": [" + log.joined(separator: " ") + "]"); log = [] }

var none: [Int]? = nil
none?[at(0)] = by(5)
flush("element, plain")
none?[at(0)] += by(1)
flush("element, compound")
print(none as Any)
struct S { var x = 0 }
var s: S? = nil
s?.x = by(4)
s?.x += by(1)
flush("property")
print(s as Any)
struct B { var n = 0; mutating func add(_ k: Int) { log.append("add"); n += k } }
var bs: [B]? = [B(), B()]
bs?[at(1)].add(by(2))
flush("mutating method")
var nb: [B]? = nil
nb?[at(1)].add(by(2))
flush("mutating method, nil")
var rows: [[Int]]? = [[]]
rows?[at(0)].append(by(3))
flush("append")
var ss: S? = S()
ss?.x += by(3)
let doubled = ss!.x * 2
ss?.x = doubled
print(bs as Any, rows as Any, ss as Any)

// expect: element, plain: []
// expect: element, compound: []
// expect: nil
// expect: property: []
// expect: nil
// expect: mutating method: [at(1) by(2) add]
// expect: mutating method, nil: []
// expect: append: [at(0) by(3)]
// expect: Optional([main.B(n: 0), main.B(n: 2)]) Optional([[3]]) Optional(main.S(x: 6))
