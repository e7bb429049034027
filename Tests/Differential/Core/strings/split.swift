// split(separator:) drops empty pieces unless asked; the pieces print as Substrings.
let csv = "a,b,,c"
print(csv.split(separator: ","))
print(csv.split(separator: ",", omittingEmptySubsequences: false))
print("one two  three".split(separator: " ").count)
print("k=v=w".split(separator: "=", maxSplits: 1))
let words = "the quick brown fox".split(separator: " ").map(String.init)
print(words, words.map { $0.count })

// expect: ["a", "b", "c"]
// expect: ["a", "b", "", "c"]
// expect: 3
// expect: ["k", "v=w"]
// expect: ["the", "quick", "brown", "fox"] [3, 5, 5, 3]
