// Array(repeating:count:), Array(range), Array(string), Array(stride).
print(Array(repeating: "ab", count: 3), Array(1...4), Array(0..<0))
print(Array("hey"), Array(stride(from: 0.0, through: 1.0, by: 0.5)))
print([Int](repeating: 7, count: 2) + [8])

// expect: ["ab", "ab", "ab"] [1, 2, 3, 4] []
// expect: ["h", "e", "y"] [0.0, 0.5, 1.0]
// expect: [7, 7, 8]
