// Integer literals above Int.max where a UInt is wanted, in an annotation and in UInt(_:).
let a = UInt(9223372036854775809)
let u: UInt = 18446744073709551615
print(a, u, u - a)
let b: UInt64 = 18446744073709551615
print(b, UInt.max == u, UInt64(18446744073709551615) == b)
print(Double(a) > 9e18)

// expect: 9223372036854775809 18446744073709551615 9223372036854775806
// expect: 18446744073709551615 true true
// expect: true
