// String indices: startIndex, index(_:offsetBy:), and subscripting by ranges of indices.
let s = "shapebook"
let i = s.index(s.startIndex, offsetBy: 5)
print(s[s.startIndex], s[i])
print(s[s.startIndex..<i], s[i...])
print(s.firstIndex(of: "b").map { s.distance(from: s.startIndex, to: $0) } ?? -1)

// expect: s b
// expect: shape book
// expect: 5
