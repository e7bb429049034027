// `String.insert(_:at:)` and `insert(contentsOf:at:)`, at positions a String.Index names.
var word = "héllo"
word.insert("!", at: word.endIndex)
word.insert(contentsOf: "Oh, ", at: word.startIndex)
print(word, word.count)
word.insert(contentsOf: ["x", "y"] as [Character], at: word.index(after: word.startIndex))
let tail = "world".dropFirst(2)
word.insert(contentsOf: tail, at: word.index(word.startIndex, offsetBy: 3))
print(word)
var empty = ""
empty.insert("a", at: empty.startIndex)
empty.insert(contentsOf: "", at: empty.endIndex)
print(empty, empty.count)
if let comma = word.firstIndex(of: ",") { word.insert(" ", at: comma) }
print(word)

// expect: Oh, héllo! 10
// expect: Oxyrldh, héllo!
// expect: a 1
// expect: Oxyrldh , héllo!
