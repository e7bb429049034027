// zip pairs up to the shorter sequence; stride with to and through.
let names = ["a", "b", "c"]
let scores = [90, 80]
for (n, s) in zip(names, scores) { print(n, s) }
print(Array(zip(1...3, ["x", "y", "z"])).map { "\($0)\($1)" })
print(Array(stride(from: 0, to: 10, by: 4)), Array(stride(from: 10, through: 0, by: -5)))
print(Array(stride(from: 1, to: 1, by: 1)))

// expect: a 90
// expect: b 80
// expect: ["1x", "2y", "3z"]
// expect: [0, 4, 8] [10, 5, 0]
// expect: []
