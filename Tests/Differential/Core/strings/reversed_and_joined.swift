// Reversing a String and joining pieces.
let s = "stressed"
print(String(s.reversed()))
print(["a", "b", "c"].joined(separator: "-"), ["x", "y"].joined())
print([1, 2, 3].map(String.init).joined(separator: ", "))

// expect: desserts
// expect: a-b-c xy
// expect: 1, 2, 3
