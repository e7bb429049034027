// `-10.magnitude` is a Double (the literal's Int has an unsigned magnitude), so not an Int.
print("this program must not run")
let i: Int = -10.magnitude
print(i)

// expect error: cannot convert value of type 'Double' to specified type 'Int'
