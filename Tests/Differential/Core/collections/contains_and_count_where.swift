// Counting elements that match a predicate.
let xs = [1, 5, 8, 12, 15]
print(xs.filter { $0 > 6 }.count, xs.count(where: { $0.isMultiple(of: 5) }))
print(xs.contains(8), xs.contains { $0 > 100 })

// expect: 3 2
// expect: true false
