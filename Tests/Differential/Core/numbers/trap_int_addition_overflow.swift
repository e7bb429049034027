// Int addition that overflows at run time traps; what was printed before stays.
func add(_ a: Int, _ b: Int) -> Int { a + b }
print("start")
let big = add(Int.max - 1, 1)
print(big)
print(add(big, 1))
print("unreachable")

// expect: start
// expect: 9223372036854775807
// expect runtime error: trap
