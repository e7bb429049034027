// The mutating set operations take any sequence of the element type; update(with:) returns the
// member it replaced.
var c: Set = [1, 2, 3, 4]
c.formUnion([9, 10])
print(c.sorted())
c.formIntersection(1...9)
print(c.sorted())
c.subtract([1])
print(c.sorted())
c.formSymmetricDifference([2, 100])
print(c.sorted())
var s: Set<String> = ["a"]
print(s.update(with: "a") as Any, s.update(with: "b") as Any, s.sorted())
print(c.union(stride(from: 0, to: 3, by: 1)).sorted(), c.isSubset(of: 0...200))

// expect: [1, 2, 3, 4, 9, 10]
// expect: [1, 2, 3, 4, 9]
// expect: [2, 3, 4, 9]
// expect: [3, 4, 9, 100]
// expect: Optional("a") nil ["a", "b"]
// expect: [0, 1, 2, 3, 4, 9, 100] true
