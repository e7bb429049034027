// Walking a String by String.Index: offsets, limits, after/before, distance and ranges.
let word = "polygon"
var i = word.startIndex
var letters: [Character] = []
while i < word.endIndex {
    letters.append(word[i])
    i = word.index(i, offsetBy: 2, limitedBy: word.endIndex) ?? word.endIndex
}
print(letters)
let mid = word.index(word.startIndex, offsetBy: 3)
print(word[..<mid], word[mid...], word[word.index(after: mid)], word[word.index(before: word.endIndex)])
print(word.distance(from: mid, to: word.endIndex), word.firstIndex(of: "z") == nil, mid < word.endIndex)
if let g = word.firstIndex(of: "g") {
    print(word[g...], word.distance(from: word.startIndex, to: g), word[word.startIndex...g])
}
print(word.index(word.startIndex, offsetBy: 10, limitedBy: word.endIndex) == nil)
print(type(of: word[mid...]), word.lastIndex(of: "o").map { word.distance(from: $0, to: word.endIndex) } ?? 0)

// expect: ["p", "l", "g", "n"]
// expect: pol ygon g n
// expect: 4 true true
// expect: gon 4 polyg
// expect: true
// expect: Substring 2
