// Assigning a Double result to an Int variable is an error.
print("this program must not run")
var count = 0
count = 10 / 4.0
print(count)

// expect error: cannot assign value of type 'Double' to type 'Int'
