// A constant passed to an inout parameter.
print("this program must not run")
func double(_ x: inout Int) { x *= 2 }
let n = 4
double(&n)
print(n)

// expect error: cannot pass immutable value as inout argument: 'n' is a 'let' constant
