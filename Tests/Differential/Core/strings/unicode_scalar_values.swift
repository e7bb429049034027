// Unicode.Scalar: from code points (the Int initialiser is failable, the UInt8 one is not),
// from a one-scalar literal, its value, Character and String from it, comparison and hashing.
let a = UnicodeScalar(65)
print(a as Any)
if let b = UnicodeScalar(66) { print(b, b.value) }
let c: Unicode.Scalar = "C"
print(c, c.value, c.description)
let d = Unicode.Scalar("D")
print(d)
let e = UnicodeScalar(UInt8(69))
print(e)
print(Character(UnicodeScalar(70)))
print(String(UnicodeScalar(71)))
let code: UInt32 = 0x1F600
print(UnicodeScalar(code) as Any)
print(UnicodeScalar(0xD800) as Any, UnicodeScalar(-1) as Any)
print(Unicode.Scalar("ab") as Any)
print(c < d, c == "C", c > d, Set([c, d, c]).count)
print([d, c].sorted(), [c, d].sorted(by: >), [c, d].max()!)
var counts: [Unicode.Scalar: Int] = [:]
counts["x", default: 0] += 1
print(counts)
print([c, d])
debugPrint(c)
print("\(c)!", String(c) + "?")
print(c.isASCII, Unicode.Scalar("é").isASCII)
let shift = 3
print(Character(UnicodeScalar(UInt8(65 + shift))))
func show(_ s: Unicode.Scalar) { print("scalar", s) }
show(UnicodeScalar(72))
show("I")
let text = "Hello"
print(text.unicodeScalars.first!.value, text.unicodeScalars.count)
let letter: Character = "z"
print(letter.unicodeScalars.first!.value)

// expect: Optional("A")
// expect: B 66
// expect: C 67 C
// expect: D
// expect: E
// expect: F
// expect: G
// expect: Optional("\u{0001F600}")
// expect: nil nil
// expect: nil
// expect: true true false 2
// expect: ["C", "D"] ["D", "C"] D
// expect: ["x": 1]
// expect: ["C", "D"]
// expect: "C"
// expect: C! C?
// expect: true false
// expect: D
// expect: scalar H
// expect: scalar I
// expect: 72 5
// expect: 122
