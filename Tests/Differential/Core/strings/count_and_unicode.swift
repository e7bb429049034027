// count counts Characters (extended grapheme clusters), not bytes or scalars.
let word = "héllo"
print(word.count, word.utf8.count, word.unicodeScalars.count)
let thumbs = "👍🏽"
print(thumbs.count, thumbs.unicodeScalars.count)
print("".isEmpty, " ".isEmpty, "".count)
print("café" == "cafe\u{301}")

// expect: 5 6 5
// expect: 1 2
// expect: true false 0
// expect: true
