// abs keeps the type; magnitude of an Int is a UInt.
print(abs(-5), abs(5), abs(-2.5))
print((-5).magnitude, type(of: (-5).magnitude))
print((-2.5).magnitude, Int.min.magnitude)
let n = -42
print(n.magnitude + 1)

// expect: 5 5 2.5
// expect: 5 UInt
// expect: 2.5 9223372036854775808
// expect: 43
