// Set and Dictionary APIs drawing code reaches for, printed in a stable order.
let a: Set = [1, 2, 3, 4]
let b: Set = [3, 4, 5]
print(a.union(b).sorted(), a.intersection(b).sorted(), a.subtracting(b).sorted(), a.symmetricDifference(b).sorted())
print(a.isSubset(of: a.union(b)), b.isSuperset(of: [3]), a.isDisjoint(with: [9]), a.contains(2))
var s = Set<String>()
print(s.insert("x").inserted, s.insert("x").inserted, s.count, s.isEmpty)
print(s.remove("x") ?? "none", s.remove("y") ?? "none")
var counts: [String: Int] = [:]
for w in "the cat and the hat and the bat".split(separator: " ") { counts[String(w), default: 0] += 1 }
for (word, n) in counts.sorted(by: { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }) { print(word, n) }
print(counts.keys.sorted(), counts.values.sorted())
print(counts.filter { $0.value > 1 }.count, counts.mapValues { $0 * 10 }["the"] ?? 0)
let grid = Dictionary(uniqueKeysWithValues: zip(["a", "b"], [1, 2]))
print(grid.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ","))
print(counts.min { $0.value < $1.value }.map { $0.value } ?? -1, counts.contains { $0.key == "cat" })

// expect: [1, 2, 3, 4, 5] [3, 4] [1, 2] [1, 2, 5]
// expect: true true true true
// expect: true false 1 false
// expect: x none
// expect: the 3
// expect: and 2
// expect: bat 1
// expect: cat 1
// expect: hat 1
// expect: ["and", "bat", "cat", "hat", "the"] [1, 1, 1, 2, 3]
// expect: 2 30
// expect: a=1,b=2
// expect: 1 true
