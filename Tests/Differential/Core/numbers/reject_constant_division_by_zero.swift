// Division by a literal zero is diagnosed at compile time.
print("this program must not run")
let x = 1 / 0
print(x)

// expect error: division by zero
