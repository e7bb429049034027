// compactMap drops nils; flatMap concatenates.
let strings = ["1", "two", "3", ""]
print(strings.compactMap { Int($0) })
let nested = [[1, 2], [], [3]]
print(nested.flatMap { $0 }, nested.joined().map { $0 * 10 })
print([1, 2, 3].flatMap { Array(repeating: $0, count: $0) })

// expect: [1, 3]
// expect: [1, 2, 3] [10, 20, 30]
// expect: [1, 2, 2, 3, 3, 3]
