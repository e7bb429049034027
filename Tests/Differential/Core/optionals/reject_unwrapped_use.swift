// An optional must be unwrapped before arithmetic.
print("this program must not run")
let x: Int? = 3
print(x + 1)

// expect error: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
