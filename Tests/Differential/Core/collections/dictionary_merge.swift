// merge(_:uniquingKeysWith:) and merging(_:uniquingKeysWith:) of a dictionary or a sequence of
// pairs: the closure decides a key already there, given the old value and the new.
var d = ["a": 1, "b": 2]
d.merge(["b": 10, "c": 3]) { old, new in old + new }
print(d.sorted { $0.key < $1.key })
let m = d.merging(["a": 100]) { $1 }
print(m.sorted(by: { $0.key < $1.key }), d["a"]!)
d.merge([("z", 26), ("a", 5)], uniquingKeysWith: max)
print(d.keys.sorted(), d["a"]!, d["z"]!)
let counts = ["x": 1].merging(zip(["x", "y", "x"], [1, 1, 1]), uniquingKeysWith: +)
print(counts.sorted { $0.key < $1.key })
var e: [String: [Int]] = [:]
e.merge(["k": [1]]) { $0 + $1 }
e.merge(["k": [2]]) { $0 + $1 }
print(e)

// expect: [(key: "a", value: 1), (key: "b", value: 12), (key: "c", value: 3)]
// expect: [(key: "a", value: 100), (key: "b", value: 12), (key: "c", value: 3)] 1
// expect: ["a", "b", "c", "z"] 5 26
// expect: [(key: "x", value: 3), (key: "y", value: 1)]
// expect: ["k": [1, 2]]
