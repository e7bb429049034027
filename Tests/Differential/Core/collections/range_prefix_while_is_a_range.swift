// A Range<Int> cut by a predicate is a Range again (its own SubSequence), as its other cuts are;
// a String's are Substrings and an Array's ArraySlices.
let h = 0..<10
print(h.prefix(while: { $0 < 2 }), h.drop(while: { $0 < 8 }), type(of: h.drop(while: { $0 < 3 })))
print((5..<5).prefix(while: { _ in true }), (3..<6).drop(while: { _ in true }))
print(h.dropFirst(8), h.prefix(3), h.suffix(2), type(of: h.dropLast(3)))
let big = 0..<1_000_000_000
print(big.prefix(while: { $0 < 4 }), big.prefix(while: { $0 < 4 }).count)
let str = "hello"
print(str.dropFirst().dropLast(), str.prefix(while: { $0 != "l" }), type(of: str.prefix(while: { $0 != "l" })))
print([1, 2, 3, 1].prefix(while: { $0 < 3 }), type(of: [1, 2, 3].drop(while: { $0 < 2 })))
let r = 1...5
print(r.dropFirst(2).count, Array(r.suffix(2)), r.prefix(2).map { $0 * 10 })

// expect: 0..<2 8..<10 Range<Int>
// expect: 5..<5 6..<6
// expect: 8..<10 0..<3 8..<10 Range<Int>
// expect: 0..<4 4
// expect: ell he Substring
// expect: [1, 2] ArraySlice<Int>
// expect: 3 [4, 5] [10, 20]
