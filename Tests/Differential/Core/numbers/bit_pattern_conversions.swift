// `init(bitPattern:)` reads the same bits at the same width with the other signedness; beside
// it, `clamping:` and `truncatingIfNeeded:` of the same family.
print(Int(bitPattern: UInt.max), UInt(bitPattern: -1), UInt8(bitPattern: Int8(-1)), Int8(bitPattern: UInt8(200)))
print(Int16(bitPattern: UInt16(65535)), UInt32(bitPattern: Int32(-2)), Int64(bitPattern: UInt64(5)))
print(UInt8(clamping: 300), UInt8(clamping: -5), Int8(clamping: 1000), Int8(clamping: -1000), Int(clamping: UInt8(7)))
print(Int8(truncatingIfNeeded: 300), UInt8(truncatingIfNeeded: -1), Int16(truncatingIfNeeded: 70000), UInt16(truncatingIfNeeded: 65537))
print(Int(truncatingIfNeeded: UInt8(200)), UInt32(clamping: -1), Int32(clamping: Int.max))

// expect: -1 18446744073709551615 255 -56
// expect: -1 4294967294 5
// expect: 255 0 127 -128 7
// expect: 44 255 4464 1
// expect: 200 0 2147483647
