// Character's classification properties and numeric values, as Swift's Unicode rules give them.
let characters: [Character] = ["a", "F", "7", "\n", " ", "!", "é", "Z", "+", "$", "٣", "½", "\r\n", "\t", "g"]
for c in characters {
    print(c.isLetter, c.isNumber, c.isWhitespace, c.isNewline, c.isPunctuation, c.isUppercase, c.isLowercase,
          c.isHexDigit, c.isSymbol, c.isMathSymbol, c.isCurrencySymbol, c.isASCII, c.isCased,
          c.hexDigitValue as Any, c.wholeNumberValue as Any, c.asciiValue as Any)
}
let hex = "1F a0"
print(hex.compactMap(\.hexDigitValue), hex.filter(\.isHexDigit).count)
let value = "ff".reduce(0) { $0 * 16 + ($1.hexDigitValue ?? 0) }
print(value)
let lines = "one\ntwo\r\nthree"
print(lines.filter(\.isNewline).count, lines.filter { !$0.isNewline }.count)

// expect: true false false false false false true true false false false true true Optional(10) nil Optional(97)
// expect: true false false false false true false true false false false true true Optional(15) nil Optional(70)
// expect: false true false false false false false true false false false true false Optional(7) Optional(7) Optional(55)
// expect: false false true true false false false false false false false true false nil nil Optional(10)
// expect: false false true false false false false false false false false true false nil nil Optional(32)
// expect: false false false false true false false false false false false true false nil nil Optional(33)
// expect: true false false false false false true false false false false false true nil nil nil
// expect: true false false false false true false false false false false true true nil nil Optional(90)
// expect: false false false false false false false false true true false true false nil nil Optional(43)
// expect: false false false false false false false false true false true true false nil nil Optional(36)
// expect: false true false false false false false false false false false false false nil Optional(3) nil
// expect: false true false false false false false false false false false false false nil nil nil
// expect: false false true true false false false false false false false true false nil nil Optional(10)
// expect: false false true false false false false false false false false true false nil nil Optional(9)
// expect: true false false false false false true false false false false true true nil nil Optional(103)
// expect: [1, 15, 10, 0] 4
// expect: 255
// expect: 2 11
