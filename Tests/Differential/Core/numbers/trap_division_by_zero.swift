// Integer division by a zero computed at run time traps.
func divide(_ a: Int, by b: Int) -> Int { a / b }
print(divide(10, by: 3))
print(divide(10, by: 0))
print("unreachable")

// expect: 3
// expect runtime error: Division by zero
