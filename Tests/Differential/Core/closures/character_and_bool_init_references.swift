// `Character.init` and `Bool.init` as function values: a Character, a Unicode.Scalar or a
// one-character String makes a Character, a String makes an optional Bool; the numbers'
// conversions between different types still apply.
let letters = "abc".map(Character.init)
print(letters, "ab".unicodeScalars.map(Character.init), ["x", "y"].map(Character.init))
print(["true", "no", "false"].map(Bool.init), ["true", "maybe"].compactMap(Bool.init))
print([1, 2].map(Double.init), [1.5, 2.7].map(Int.init), [Int8(3)].map(Int.init), [UInt(4)].map(UInt.init))
print(["1", "x", "3"].compactMap(Int.init), [Float(1.5)].map(Double.init))

// expect: ["a", "b", "c"] ["a", "b"] ["x", "y"]
// expect: [Optional(true), nil, Optional(false)] [true]
// expect: [1.0, 2.0] [1, 2] [3] [4]
// expect: [1, 3] [1.5]
