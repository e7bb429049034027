// A global dictionary whose `default:` reads it: swiftc's program checks the access while it
// runs and stops at the read inside it.
var d: [String: Int] = ["x": 1]
d["x", default: d.count] += 1
print(d)
d["y", default: d.count] += 1
print(d)

// expect: ["x": 2]
// expect runtime error: Simultaneous accesses, but modification requires exclusive access
