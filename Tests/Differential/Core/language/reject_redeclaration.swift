// Declaring a name twice in one scope is an error.
print("this program must not run")
let value = 1
let value = 2
print(value)

// expect error: invalid redeclaration of 'value'
