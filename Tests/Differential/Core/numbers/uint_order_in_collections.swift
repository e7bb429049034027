// UInt values above Int.max order as unsigned numbers in sort, sorted, min, max and as operator
// functions.
let big = UInt(Int.max) + 1
var values: [UInt] = [UInt.max, 1, big, 0, 42]
print(values.sorted())
print(values.sorted(by: >))
print(values.min() ?? 0, values.max() ?? 0)
print(Swift.max(UInt.max, 1), Swift.min(big, 7), max(1, big, 3))
values.sort()
print(values)
print(values.reduce(UInt(0), max), [big, 5].reduce(UInt.max, min))
let u64: [UInt64] = [UInt64.max, 2, 1 << 63]
print(u64.sorted(), u64.max() ?? 0)

// expect: [0, 1, 42, 9223372036854775808, 18446744073709551615]
// expect: [18446744073709551615, 9223372036854775808, 42, 1, 0]
// expect: 0 18446744073709551615
// expect: 18446744073709551615 7 9223372036854775808
// expect: [0, 1, 42, 9223372036854775808, 18446744073709551615]
// expect: 18446744073709551615 5
// expect: [2, 9223372036854775808, 18446744073709551615] 18446744073709551615
