// Fixed-width integer types and their bounds.
print(Int8.min, Int8.max)
print(Int16.max, Int32.max, Int64.max)
print(UInt16.max, UInt32.max)
let small: Int8 = -100
print(small, Int(small) * 2)

// expect: -128 127
// expect: 32767 2147483647 9223372036854775807
// expect: 65535 4294967295
// expect: -100 -200
