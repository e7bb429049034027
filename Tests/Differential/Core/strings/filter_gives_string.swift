// A String's and a Substring's filter give a String; Sequence's filter gives an array where the
// context wants one, and an ArraySlice's filter an Array.
let s = "a1b2c3"
let letters = s.filter { $0.isLetter }
print(letters, type(of: letters), letters.uppercased(), letters.count)
print(type(of: s.dropFirst().filter { $0.isLetter }), s.dropFirst().filter { $0.isNumber })
let digits: [Character] = s.filter { $0.isNumber }
print(digits, s.filter { $0.isNumber } + "!", Int(s.filter { $0.isNumber }) ?? 0)
let xs = [1, 2, 3, 4]
print(type(of: xs[1...].filter { $0 > 2 }), xs[1...].filter { $0 > 2 }, (0..<6).filter { $0 % 2 == 0 })
print("shape book".filter { $0 != " " }.reversed().map(String.init).joined())

// expect: abc String ABC 3
// expect: String 123
// expect: ["1", "2", "3"] 123! 123
// expect: Array<Int> [3, 4] [0, 2, 4]
// expect: koobepahs
