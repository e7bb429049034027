// A let array cannot be appended to.
print("this program must not run")
let xs = [1]
xs.append(2)
print(xs)

// expect error: cannot use mutating member on immutable value: 'xs' is a 'let' constant
