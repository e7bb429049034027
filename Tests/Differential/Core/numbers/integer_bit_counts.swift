// Bit counting properties of fixed-width integers.
let v: UInt8 = 0b0010_1100
print(v.nonzeroBitCount, v.leadingZeroBitCount, v.trailingZeroBitCount)
print(1.leadingZeroBitCount, Int.max.nonzeroBitCount)
print(UInt32(1) << 31)

// expect: 3 2 2
// expect: 63 63
// expect: 2147483648
