// A one-entry dictionary prints in Swift's [key: value] form; empty is [:].
print([1: "a"])
print(["k": [1, 2]])
let empty: [String: Int] = [:]
print(empty, empty.count)
print(["x": 1.5])

// expect: [1: "a"]
// expect: ["k": [1, 2]]
// expect: [:] 0
// expect: ["x": 1.5]
