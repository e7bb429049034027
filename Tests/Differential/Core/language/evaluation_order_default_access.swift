// A dictionary's `default:` runs during the access to the dictionary, only for a missing key:
// reading the dictionary from it is swiftc's exclusivity trap.
var d: [String: Int] = ["a": 1]
func readsD() -> Int { print("readsD"); return d.count }
d["a", default: readsD()] += 1
print(d)
d["b", default: readsD()] += 1
print(d)

// expect: ["a": 2]
// expect: readsD
// expect runtime error: Simultaneous accesses, but modification requires exclusive access
