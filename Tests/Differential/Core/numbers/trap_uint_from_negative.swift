// UInt(_:) of a negative Int traps.
let n = [3, -1]
print(UInt(n[0]))
print(UInt(n[1]))
print("unreachable")

// expect: 3
// expect runtime error: Negative value is not representable
