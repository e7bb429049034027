// `split` on a String with its options; uses of the pieces that choose the Substring overload:
// a stored result, `String.init`, a closure doing more than `count`, a typed parameter.
let s = "a b  c"
let parts = s.split(separator: " ")
print(parts, type(of: parts))
print(s.split(separator: " ", maxSplits: 1))
print(s.split(separator: " ", omittingEmptySubsequences: false))
print(s.split(whereSeparator: { $0 == " " }))
print("a,b".split(separator: ",").map(String.init))
let words = "the quick brown fox".split(separator: " ")
print(words.map { $0.count })
print("the quick fox".split(separator: " ").map { w in w.count * 2 })
print("the quick fox".split(separator: " ").map { (w: Substring) in w.count })
print("the quick fox".split(separator: " ").map { $0.uppercased() })
print([1, 0, 2, 3, 0, 4].split(separator: 0).map { $0.count })
print([1, 0, 2, 3, 0, 4].split(separator: 0, maxSplits: 1, omittingEmptySubsequences: true))

// expect: ["a", "b", "c"] Array<Substring>
// expect: ["a", "b  c"]
// expect: ["a", "b", "", "c"]
// expect: ["a", "b", "c"]
// expect: ["a", "b"]
// expect: [3, 5, 5, 3]
// expect: [6, 10, 6]
// expect: [3, 5, 3]
// expect: ["THE", "QUICK", "FOX"]
// expect: [1, 2, 1]
// expect: [ArraySlice([1]), ArraySlice([2, 3, 0, 4])]
