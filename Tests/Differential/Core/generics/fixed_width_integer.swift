// FixedWidthInteger through a generic parameter: T.max, T.min and T.bitWidth are the bound type's.
func describe<T: FixedWidthInteger>(_ type: T.Type) -> String {
    "\(T.bitWidth) bits, \(T.min)...\(T.max)"
}
print(describe(Int8.self))
print(describe(UInt8.self))
print(describe(Int16.self))
print(describe(Int32.self))
print(describe(UInt32.self))
print(describe(Int.self))

func clamped<T: FixedWidthInteger>(_ values: [T]) -> T {
    var best = T.min
    for value in values where value > best { best = value }
    return best == T.max ? 0 : best
}
print(clamped([3, 9, 2] as [Int8]), clamped([1, 255] as [UInt8]), clamped([-4, -2] as [Int]))

// expect: 8 bits, -128...127
// expect: 8 bits, 0...255
// expect: 16 bits, -32768...32767
// expect: 32 bits, -2147483648...2147483647
// expect: 32 bits, 0...4294967295
// expect: 64 bits, -9223372036854775808...9223372036854775807
// expect: 9 0 -2
