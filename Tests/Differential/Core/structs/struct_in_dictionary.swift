// Structs as dictionary values, updated in place through the subscript.
struct Stats { var count = 0; var sum = 0 }
var byKey: [String: Stats] = [:]
for (key, value) in [("a", 3), ("b", 1), ("a", 4)] {
    byKey[key, default: Stats()].count += 1
    byKey[key, default: Stats()].sum += value
}
for key in byKey.keys.sorted() { print(key, byKey[key]!) }

// expect: a Stats(count: 2, sum: 7)
// expect: b Stats(count: 1, sum: 1)
