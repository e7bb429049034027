// Arrays of tuples print with their labels.
let points = [(x: 1, y: 2), (x: 3, y: 4)]
print(points)
print(points.map { $0.x + $0.y })
let pairs = [(1, "one"), (2, "two")]
print(pairs, pairs[1].1)

// expect: [(x: 1, y: 2), (x: 3, y: 4)]
// expect: [3, 7]
// expect: [(1, "one"), (2, "two")] two
