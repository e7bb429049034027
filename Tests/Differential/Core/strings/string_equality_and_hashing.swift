// Strings as dictionary keys and set members.
var seen: Set<String> = []
for word in ["a", "b", "a", "c", "b"] { seen.insert(word) }
print(seen.sorted(), seen.count)
let lengths = ["one": 3, "three": 5]
print(lengths["three"] ?? 0, lengths["two"] ?? 0)

// expect: ["a", "b", "c"] 3
// expect: 5 0
