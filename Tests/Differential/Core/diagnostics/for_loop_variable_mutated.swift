// A for-in loop's variable is a constant: it cannot be reassigned in the body.
print("this program must not run")
var total = 0
for i in 1...3 {
    i = i * 2
    total += i
}
print(total)

// expect error: cannot assign to value: 'i' is a 'let' constant
