// Float and Double do not mix implicitly.
print("this program must not run")
let f: Float = 1.5
let d: Double = 2.5
print(f + d)

// expect error: binary operator '+' cannot be applied to operands of type 'Float' and 'Double'
