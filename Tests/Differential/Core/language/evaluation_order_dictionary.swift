// A dictionary's key is evaluated before the right side; `default:` only for a missing key, after it.
var log: [String] = []
func by(_ i: Int) -> Int { log.append("by(\(i))"); return i }
func key(_ k: String) -> String { log.append("key(\(k))"); return k }
func flush(_ label: String) { print(label + ": " + log.joined(separator: " ")); log = [] }

var d: [String: Int] = [:]
d[key("a"), default: by(0)] += by(3)
flush("default, missing")
d[key("a"), default: by(0)] += by(3)
flush("default, present")
d[key("b")] = by(4)
flush("plain")
d[key("a"), default: by(0)] = by(9)
flush("default, plain")
d[key("c")] = nil
flush("remove")
var grid: [String: [Int]] = ["r": [0, 0]]
grid[key("r")]![by(1)] = by(5)
flush("element of entry")
print(d.sorted { $0.key < $1.key }, grid)

// expect: default, missing: key(a) by(3) by(0)
// expect: default, present: key(a) by(3)
// expect: plain: key(b) by(4)
// expect: default, plain: key(a) by(9)
// expect: remove: key(c)
// expect: element of entry: key(r) by(1) by(5)
// expect: [(key: "a", value: 9), (key: "b", value: 4)] ["r": [0, 5]]
