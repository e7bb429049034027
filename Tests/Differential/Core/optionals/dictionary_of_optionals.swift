// A `[String: Int?]`: its subscript reads an `Int??` (a stored nil is `.some(nil)`, a missing
// key nil), assigning nil removes the key while `.some(nil)` stores nil, and `!`/`?` write
// through to the stored optional.
var d: [String: Int?] = ["a": 1, "b": nil]
print(d["b"] as Any, d["a"] as Any, d["c"] as Any, type(of: d["a"]))
if let v = d["b"] { print("bound", v as Any) }
if let v = d["c"] { print("bound", v as Any) } else { print("no c") }
print(d.count)
d["b"] = nil
print(d.count, d.keys.sorted())
d["b"] = .some(nil)
print(d.count, d["b"] as Any)
let c = d["c"] ?? 0
let a = d["a"] ?? 0
print(c as Any, type(of: c), a as Any)
d["z"] = Optional<Int>.none
let e: Int? = nil
d["e"] = e
print(d.count, d["z"] as Any, d["e"] as Any)
for (k, v) in d.sorted(by: { $0.key < $1.key }) { print(k, v as Any) }
print(d.values.compactMap { $0 }.sorted(), d.filter { $0.value == nil }.keys.sorted())
d["a"]? = 7
print(d["a"] as Any)
d["a"]! = nil
print(d["a"] as Any, d.count)
d["q"]? = 1
print(d["q"] as Any, d.count)
d.updateValue(nil, forKey: "u")
print(d["u"] as Any, d.count)
var m: [String: Int?] = [:]
m["k"] = nil
print(m.count)
m["k"] = Int?.none
print(m.count, m, m["k"]! as Any)
if let v = m["k"], let w = v { print("w", w) } else { print("not both") }

// expect: Optional(nil) Optional(Optional(1)) nil Optional<Optional<Int>>
// expect: bound nil
// expect: no c
// expect: 2
// expect: 1 ["a"]
// expect: 2 Optional(nil)
// expect: Optional(0) Optional<Int> Optional(1)
// expect: 4 Optional(nil) Optional(nil)
// expect: a Optional(1)
// expect: b nil
// expect: e nil
// expect: z nil
// expect: [1] ["b", "e", "z"]
// expect: Optional(Optional(7))
// expect: Optional(nil) 4
// expect: nil 4
// expect: Optional(nil) 5
// expect: 0
// expect: 1 ["k": nil] nil
// expect: not both
