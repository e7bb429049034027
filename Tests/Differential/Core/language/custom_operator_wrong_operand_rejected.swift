// A custom operator's only function names the operand it cannot take.
print("this program must not run")
infix operator **
func ** (a: Double, b: Double) -> Double { a * b }
print("a" ** 2)

// expect error: cannot convert value of type 'String' to expected argument type 'Double'
