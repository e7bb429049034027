// Tuples of Comparable values compare lexicographically.
print((1, 2) < (1, 3), (2, 0) < (1, 9), (1, "b") == (1, "b"))
let scores = [(2, "b"), (1, "z"), (2, "a")]
print(scores.sorted { $0 < $1 }.map { "\($0.0)\($0.1)" })

// expect: true false true
// expect: ["1z", "2a", "2b"]
