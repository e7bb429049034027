// A let constant cannot be assigned again.
print("this program must not run")
let x = 1
x = 2
print(x)

// expect error: cannot assign to value: 'x' is a 'let' constant
