// Set union, intersection, subtracting, symmetricDifference and insert's inserted flag.
import Foundation
let a: Set = [1, 2, 3, 4]
let b: Set = [3, 4, 5]
print(a.union(b).sorted(), a.intersection(b).sorted(), a.subtracting(b).sorted(), a.symmetricDifference(b).sorted())
print(a.contains(3), a.isSubset(of: [1, 2, 3, 4, 5]), b.isDisjoint(with: [9]), a.count)
var seen = Set<String>()
for w in ["a", "b", "a"] { if !seen.insert(w).inserted { print("dup", w) } }
print(seen.sorted())

// expect: [1, 2, 3, 4, 5] [3, 4] [1, 2] [1, 2, 5]
// expect: true true true 4
// expect: dup a
// expect: ["a", "b"]
