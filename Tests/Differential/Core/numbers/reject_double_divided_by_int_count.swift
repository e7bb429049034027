// A Double divided by an Int count needs a conversion.
print("this program must not run")
let count = 3
let width: Double = 10
let step = width / count
print(step)

// expect error: binary operator '/' cannot be applied to operands of type 'Double' and 'Int'
