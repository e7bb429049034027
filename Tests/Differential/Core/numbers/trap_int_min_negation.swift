// Negating Int.min overflows and traps.
func negate(_ x: Int) -> Int { -x }
print(negate(Int.min + 1))
print(negate(Int.min))
print("unreachable")

// expect: 9223372036854775807
// expect runtime error: trap
