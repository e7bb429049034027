// $0 and $1 shorthand arguments, and operators as functions.
let xs = [5, 3, 8]
print(xs.map { $0 + 1 }, xs.reduce(0) { $0 + $1 }, xs.sorted(by: <))
print(zip(xs, xs.dropFirst()).map { $0 * $1 })
print(xs.reduce(Int.min, max))

// expect: [6, 4, 9] 16 [3, 5, 8]
// expect: [15, 24]
// expect: 8
