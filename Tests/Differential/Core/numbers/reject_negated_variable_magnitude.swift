// An Int variable's magnitude is a UInt, which has no unary minus.
print("this program must not run")
let x = 5
print(-x.magnitude)

// expect error: unary operator '-' cannot be applied to an operand of type 'UInt'
