// The wrapping operators &+ &- &* never trap.
print(Int.max &+ 1 == Int.min)
print(Int.min &- 1 == Int.max)
print(UInt8(200) &+ UInt8(100))
print(Int8(100) &* Int8(3))
print(Int.max &* 2)

// expect: true
// expect: true
// expect: 44
// expect: 44
// expect: -2
