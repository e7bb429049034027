// `unicodeScalars` is a `String.UnicodeScalarView`: it prints as its text, its `filter` keeps a
// view, and a view is built by `String.UnicodeScalarView(…)`, `append(_:)` and `append(contentsOf:)`.
let s = "héllo wörld"
print(s.unicodeScalars)
print(type(of: s.unicodeScalars))
let ascii = s.unicodeScalars.filter { $0.isASCII }
print(ascii)
print(type(of: ascii))
let letters: [Unicode.Scalar] = s.unicodeScalars.filter { $0.properties.isAlphabetic }
print(letters.count, letters.last!)
print(String(s.unicodeScalars.filter { $0.isASCII }))
print("\(s.unicodeScalars)")
print([s.unicodeScalars])
debugPrint(s.unicodeScalars)

var view = "ab".unicodeScalars
view.append("c")
print(view, view.count)
print(String(view))
var word = "caf"
word.unicodeScalars.append("é")
word.unicodeScalars.append(contentsOf: "s!".unicodeScalars)
print(word, word.count)

let backwards = String.UnicodeScalarView("xyz".unicodeScalars.reversed())
print(backwards)
var built = String.UnicodeScalarView()
built.append(contentsOf: "hi".unicodeScalars)
let bang: Unicode.Scalar = "!"
built.append(contentsOf: [bang])
print(built, built.count, built.isEmpty, String.UnicodeScalarView().isEmpty)
print(String(built))

print(s.unicodeScalars.count)
print(s.unicodeScalars.map { $0.value })
print(Array(s.unicodeScalars))
print(s.unicodeScalars.first!, s.unicodeScalars.last!)
print(s.unicodeScalars.contains("w"), s.unicodeScalars.contains { $0.value > 127 })
print(s.unicodeScalars.elementsEqual("héllo wörld".unicodeScalars))
print(s.unicodeScalars.reduce(0) { $0 + Int($1.value) })

let accent: Character = "é"
print(accent.unicodeScalars, type(of: accent.unicodeScalars), accent.unicodeScalars.count)

func onlyLetters(_ text: String) -> String {
    String(text.unicodeScalars.filter { $0.properties.isAlphabetic })
}
print(onlyLetters("a1 b2-c3!"))
for scalar in "Añ".unicodeScalars {
    print(scalar, scalar.value, scalar.isASCII)
}

// expect: héllo wörld
// expect: UnicodeScalarView
// expect: hllo wrld
// expect: UnicodeScalarView
// expect: 10 d
// expect: hllo wrld
// expect: héllo wörld
// expect: [StringUnicodeScalarView("héllo wörld")]
// expect: StringUnicodeScalarView("héllo wörld")
// expect: abc 3
// expect: abc
// expect: cafés! 6
// expect: zyx
// expect: hi! 3 false true
// expect: hi!
// expect: 11
// expect: [104, 233, 108, 108, 111, 32, 119, 246, 114, 108, 100]
// expect: ["h", "\u{00E9}", "l", "l", "o", " ", "w", "\u{00F6}", "r", "l", "d"]
// expect: h d
// expect: true true
// expect: true
// expect: 1383
// expect: é UnicodeScalarView 1
// expect: abc
// expect: A 65 true
// expect: ñ 241 false
