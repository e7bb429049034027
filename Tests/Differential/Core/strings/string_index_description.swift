// A String.Index prints as Swift prints it: its UTF-8 offset and encoding (`3[utf8]`), the
// start of a string `0[any]`; the same in interpolation, debugPrint, arrays and optionals.
let s = "abcde"
print(s.startIndex)
print(s.index(after: s.startIndex))
print(s.firstIndex(of: "c")!)
debugPrint(s.startIndex)
let i = s.index(s.startIndex, offsetBy: 2)
print("\(i) and \(s.endIndex)")
print(s.index(before: s.endIndex), s.lastIndex(of: "e")!)
print([s.startIndex, i, s.endIndex])
print(Optional(i) as Any, s.firstIndex(of: "z") as Any)
print(s.startIndex..<s.endIndex)
print(s.index(s.startIndex, offsetBy: 3, limitedBy: s.endIndex) as Any)
print(s.index(s.startIndex, offsetBy: 9, limitedBy: s.endIndex) as Any)
print(Array(s.indices))
print(String(describing: i), String(reflecting: i))
print(type(of: i))

// expect: 0[any]
// expect: 1[utf8]
// expect: 2[utf8]
// expect: 0[any]
// expect: 2[utf8] and 5[utf8]
// expect: 4[utf8] 4[utf8]
// expect: [0[any], 2[utf8], 5[utf8]]
// expect: Optional(2[utf8]) nil
// expect: 0[any]..<5[utf8]
// expect: Optional(3[utf8])
// expect: nil
// expect: [0[any], 1[utf8], 2[utf8], 3[utf8], 4[utf8]]
// expect: 2[utf8] 2[utf8]
// expect: Index
