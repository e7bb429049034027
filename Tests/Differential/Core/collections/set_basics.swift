// Set insertion, membership and the set algebra; sorted for a stable order.
var s: Set = [3, 1, 4, 1, 5]
print(s.count, s.contains(4), s.sorted())
let inserted = s.insert(9)
let again = s.insert(9)
print(inserted.inserted, again.inserted)
let odd: Set = [1, 3, 5, 7, 9]
print(s.union(odd).sorted(), s.intersection(odd).sorted())
print(s.subtracting(odd).sorted(), s.symmetricDifference(odd).sorted())
print(Set([1, 2]).isSubset(of: s), [2] as Set<Int>)

// expect: 4 true [1, 3, 4, 5]
// expect: true false
// expect: [1, 3, 4, 5, 7, 9] [1, 3, 5, 9]
// expect: [4] [4, 7]
// expect: false [2]
