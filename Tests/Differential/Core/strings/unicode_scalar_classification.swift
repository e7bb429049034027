// Classifying a string's Unicode scalars, as a tokenizer does: switch over scalar ranges,
// contains on ranges of literals, Foundation's CharacterSet (a set of scalars) and properties.
import Foundation
let text = "Hello, World 42"
var kinds = ""
for scalar in text.unicodeScalars {
    switch scalar {
    case "a"..."z": kinds += "l"
    case "A"..."Z": kinds += "U"
    case "0"..."9": kinds += "d"
    case " ": kinds += "_"
    default: kinds += "."
    }
}
print(kinds)
let s: Unicode.Scalar = "q"
if case "a"..."m" = s { print("first half") } else { print("second half") }
print(text.unicodeScalars.filter { CharacterSet.letters.contains($0) }.count)
let digits = CharacterSet(charactersIn: "0123456789")
print("42".unicodeScalars.allSatisfy { digits.contains($0) }, text.unicodeScalars.allSatisfy { digits.contains($0) })
let letter: Character = "x"
print(CharacterSet.letters.contains(letter.unicodeScalars.first!))
print(("a"..."m").contains(s), ("a"..<"z").contains(letter), ("A"..."Z").contains(letter.unicodeScalars.first!))
print("aB 1".unicodeScalars.map { $0.properties.isUppercase }, "aB 1".unicodeScalars.map { $0.properties.isLowercase })

// expect: Ullll._Ullll_dd
// expect: second half
// expect: 10
// expect: true false
// expect: true
// expect: false true false
// expect: [false, true, false, false] [true, false, false, false]
