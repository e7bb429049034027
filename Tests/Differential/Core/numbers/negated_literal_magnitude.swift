// `-10.magnitude` is `-(10.magnitude)`; `-` needs a signed operand and Int's magnitude is a UInt,
// so the literal is a Double and the result -10.0; `(-10).magnitude` is the UInt 10.
let m = -10.magnitude
print(m, type(of: m))
print(-3.magnitude + 1, -(10).magnitude, -0x10.magnitude)
print((-10).magnitude, type(of: (-10).magnitude))
let n = 7
print(n.magnitude, -n)

// expect: -10.0 Double
// expect: -2.0 -10.0 -16.0
// expect: 10 UInt
// expect: 7 -7
