// Int.min / -1 overflows and traps.
func divide(_ a: Int, _ b: Int) -> Int { a / b }
print(divide(Int.min, 2))
print(divide(Int.min, -1))
print("unreachable")

// expect: -4611686018427387904
// expect runtime error: Division results in an overflow
