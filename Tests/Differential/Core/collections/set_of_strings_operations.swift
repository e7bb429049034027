// Finding common and distinct words with sets.
let a = Set("the quick brown fox".split(separator: " ").map(String.init))
let b = Set("the lazy brown dog".split(separator: " ").map(String.init))
print(a.intersection(b).sorted(), a.subtracting(b).sorted(), a.union(b).count)
print(a.isDisjoint(with: ["cat"]), a.contains("fox"))

// expect: ["brown", "the"] ["fox", "quick"] 6
// expect: true true
