// Explicit conversions between Int and Double; Int(_:) truncates toward zero.
let n = 7
print(Double(n) / 2)
print(Int(3.9), Int(-3.9), Int(2.0))
print(Int(exactly: 3.5) as Any, Int(exactly: 4.0) as Any)
print(Double(Int.max))
print(Int(Double(n) * 1.5))

// expect: 3.5
// expect: 3 -3 2
// expect: nil Optional(4)
// expect: 9.223372036854776e+18
// expect: 10
