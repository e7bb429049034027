// Array indices are Ints; a Double index is rejected.
print("this program must not run")
let xs = [1, 2, 3]
print(xs[1.0])

// expect error: no exact matches in call to subscript
