// Conversions between integer widths that fit, and truncatingIfNeeded.
let big = 300
print(UInt8(truncatingIfNeeded: big), Int8(truncatingIfNeeded: 200))
print(UInt8(exactly: big) as Any, UInt8(exactly: 200) as Any)
print(Int(UInt8(250)) + 10)
print(UInt(clamping: -5), Int8(clamping: 1000))

// expect: 44 -56
// expect: nil Optional(200)
// expect: 260
// expect: 0 127
