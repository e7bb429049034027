// UInt values above Int.max: literals, arithmetic, order, printing and conversions.
let big: UInt = 18_446_744_073_709_551_615
let half = UInt.max / 2 + 1
print(big == UInt.max, half, half > UInt(Int.max), big - half)
print([half, 3], "\(big)", UInt("18446744073709551615") ?? 0, Double(half))
var total: UInt64 = 1 << 63
total += 5
print(total, total >> 62, total % 10, type(of: total))
print(Int.min.magnitude, Int.min.magnitude - 1 == UInt(Int.max))
print(Int(exactly: Double(half)) == nil, Int(half - 1))

// expect: true 9223372036854775808 true 9223372036854775807
// expect: [9223372036854775808, 3] 18446744073709551615 18446744073709551615 9.223372036854776e+18
// expect: 9223372036854775813 2 3 UInt64
// expect: 9223372036854775808 true
// expect: true 9223372036854775807
