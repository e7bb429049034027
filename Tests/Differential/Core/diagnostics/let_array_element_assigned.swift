// An element of an array held in a `let` cannot be replaced.
print("this program must not run")
let widths = [1, 2, 3]
widths[0] = 5
print(widths)

// expect error: cannot assign through subscript: 'widths' is a 'let' constant
