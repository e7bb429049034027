// A Caesar cipher over Unicode scalars, as tutorials write it.
func shifted(_ text: String, by shift: Int) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
        let v = Int(scalar.value)
        if v >= 65 && v <= 90 {
            result.append(Character(UnicodeScalar((v - 65 + shift + 26) % 26 + 65)!))
        } else if v >= 97 && v <= 122 {
            result.append(Character(UnicodeScalar((v - 97 + shift + 26) % 26 + 97)!))
        } else {
            result.append(Character(scalar))
        }
    }
    return result
}
let secret = shifted("Hello, World!", by: 3)
print(secret)
print(shifted(secret, by: -3))
let word = "abc"
let codes = word.unicodeScalars.map { $0.value }
print(codes, codes.reduce(0, +))
let rot13 = String(word.unicodeScalars.map { Character(UnicodeScalar(UInt8(($0.value - 97 + 13) % 26 + 97))) })
print(rot13)
let c: Character = "q"
let next = Character(UnicodeScalar(c.unicodeScalars.first!.value + 1)!)
print(next)
let letters = (0..<5).map { String(UnicodeScalar(UInt8(65 + $0))) }.joined()
print(letters)
let spaces = "a b\tc".unicodeScalars.filter { $0.properties.isWhitespace }.count
print(spaces, "x1".unicodeScalars.map { $0.properties.isAlphabetic })

// expect: Khoor, Zruog!
// expect: Hello, World!
// expect: [97, 98, 99] 294
// expect: nop
// expect: r
// expect: ABCDE
// expect: 2 [true, false]
