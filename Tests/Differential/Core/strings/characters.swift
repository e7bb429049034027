// Character values and their properties.
let c: Character = "a"
print(c, c.isLetter, c.isNumber, c.isUppercase)
print(Character("7").isNumber, Character("7").wholeNumberValue ?? -1)
print(c.asciiValue ?? 0, Character("Z").isUppercase)
for ch in "ab1" { print(ch, terminator: "|") }
print()
print(Array("hey"), String(c) + "b")

// expect: a true false false
// expect: true 7
// expect: 97 true
// expect: a|b|1|
// expect: ["h", "e", "y"] ab
