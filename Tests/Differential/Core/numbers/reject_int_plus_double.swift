// No implicit conversion between Int and Double in arithmetic.
print("this program must not run")
let a = 1
let b = 2.0
print(a + b)

// expect error: binary operator '+' cannot be applied to operands of type 'Int' and 'Double'
