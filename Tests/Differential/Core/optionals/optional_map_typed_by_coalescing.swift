// Optional.map's closure takes its result type from the `??` around it: `$0.count` is an Int,
// so the default 0 fits, for a value and for nil alike.
let s: String? = "abc"
let n = s.map { $0.count } ?? 0
print(n, type(of: n))
let t: String? = nil
print(t.map { $0.count } ?? 0)
let words: [String]? = ["a", "bb"]
print(words.map { $0.joined(separator: "-") } ?? "none")
print(s.flatMap { Int($0) } ?? -1)

// expect: 3 Int
// expect: 0
// expect: a-bb
// expect: -1
