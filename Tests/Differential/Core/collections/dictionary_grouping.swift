// Dictionary(grouping:by:) and Dictionary(uniqueKeysWithValues:).
let words = ["ant", "bee", "cat", "bear", "cow"]
let grouped = Dictionary(grouping: words) { $0.first! }
for key in grouped.keys.sorted() { print(key, grouped[key]!) }
let lengths = Dictionary(uniqueKeysWithValues: words.map { ($0, $0.count) })
print(lengths["bear"]!, lengths.count)
let merged = Dictionary([("a", 1), ("b", 2), ("a", 3)], uniquingKeysWith: +)
print(merged["a"]!, merged["b"]!)

// expect: a ["ant"]
// expect: b ["bee", "bear"]
// expect: c ["cat", "cow"]
// expect: 4 5
// expect: 4 2
