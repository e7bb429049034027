// UInt arithmetic and its range.
let u: UInt = 5
print(u * 3, u - 2, u / 2, u % 2)
print(UInt.max, UInt.min)
print(type(of: u + 1))
let bytes: [UInt8] = [0, 127, 255]
print(bytes, UInt8.max)

// expect: 15 3 2 1
// expect: 18446744073709551615 0
// expect: UInt
// expect: [0, 127, 255] 255
