// Moving an index past the end of a String traps.
let s = "abc"
print(s.first!)
let i = s.index(s.startIndex, offsetBy: 5)
print(s[i])

// expect: a
// expect runtime error: String index is out of bounds
