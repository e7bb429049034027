// A fractional literal is not an Int.
print("this program must not run")
let i: Int = 2.5
print(i)

// expect error: cannot convert value of type 'Double' to specified type 'Int'
