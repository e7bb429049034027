// The bitwise operators on Int.
let a = 0b1100
let b = 0b1010
print(a & b, a | b, a ^ b)
print(~5, ~0)
print(1 << 10, 1024 >> 3)
print(-16 >> 2, -1 << 3)
print(1 << 64, 1 >> 70)

// expect: 8 14 6
// expect: -6 -1
// expect: 1024 128
// expect: -4 -8
// expect: 0 0
