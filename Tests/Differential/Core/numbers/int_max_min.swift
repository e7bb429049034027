// Int is 64-bit: Int.max and Int.min are exact and distinct from their neighbours.
print(Int.max, Int.min)
print(Int.max == Int.max - 1)
print(Int.max - 1 < Int.max)
print(Int.bitWidth, MemoryLayout<Int>.size)

// expect: 9223372036854775807 -9223372036854775808
// expect: false
// expect: true
// expect: 64 8
