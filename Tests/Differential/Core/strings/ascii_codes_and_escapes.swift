// ASCII codes from scalar literals (UInt8(ascii:)), letter offsets from them, and scalars escaped
// as a literal writes them.
print(UInt8(ascii: "a"), type(of: UInt8(ascii: "Z")))
let offsets = "HAL".utf8.map { $0 - UInt8(ascii: "A") }
print(offsets)
let letter: Character = "q"
if let code = letter.asciiValue { print(code - UInt8(ascii: "a")) }
let accent: Unicode.Scalar = "é"
print(accent.escaped(asASCII: true), accent.escaped(asASCII: false))
let newline: Unicode.Scalar = "\n"
print(newline.escaped(asASCII: false), newline.value)
let word = "Straße"
print(word.unicodeScalars.map { $0.escaped(asASCII: true) }.joined())
print(word.unicodeScalars.filter { !$0.isASCII }.count)

// expect: 97 UInt8
// expect: [7, 0, 11]
// expect: 16
// expect: \u{00E9} é
// expect: \n 10
// expect: Stra\u{00DF}e
// expect: 1
