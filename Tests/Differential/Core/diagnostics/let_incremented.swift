// A let constant changed with a compound assignment.
print("this program must not run")
let count = 1
count += 1
print(count)

// expect error: left side of mutating operator isn't mutable: 'count' is a 'let' constant
