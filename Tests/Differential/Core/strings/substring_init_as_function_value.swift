// Substring.init as a function value: from Substrings and arrays of characters it is one
// initialiser; `Substring.init(_:)` from a String is `init(_: String)`.
let words = "hello big world".split(separator: " ")
let whole = words.map(Substring.init)
print(whole, type(of: whole))
let arrays: [[Character]] = [["p", "q"], ["r"]]
print(arrays.map(Substring.init))
let same: (Substring) -> Substring = Substring.init
print(same(words[1]), same(words[2]).count)
let parts = ["a", "bc"]
let labelled = parts.map(Substring.init(_:))
print(labelled, labelled.map(\.count))
print(words.map(Substring.init).map(String.init).joined(separator: "-"))

// expect: ["hello", "big", "world"] Array<Substring>
// expect: ["pq", "r"]
// expect: big 5
// expect: ["a", "bc"] [1, 2]
// expect: hello-big-world
