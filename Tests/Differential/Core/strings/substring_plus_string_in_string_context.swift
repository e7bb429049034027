// `Substring + String` where a String is wanted is a String (RangeReplaceableCollection's
// `+ (Other, Self) -> Self`), as in a function returning String.
func wrap(_ text: String, at width: Int) -> String {
    if text.count <= width { return text }
    let cut = text.index(text.startIndex, offsetBy: width)
    return text[text.startIndex..<cut] + "\n" + wrap(String(text[cut...]), at: width)
}
print(wrap("abcdefgh", at: 3))
let word = "swift"
let shout: String = word.prefix(2) + word.uppercased()
print(shout)

// expect: abc
// expect: def
// expect: gh
// expect: swSWIFT
