// Reading a `Range<Int>` at a position outside it traps.
let r = 2..<5
print(r[2])
print(r[5])
print("not reached")

// expect: 2
// expect runtime error: Index out of range
