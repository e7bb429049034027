// An array of Doubles written with a String among its numbers.
print("this program must not run")
let xs: [Double] = [1, 2.5, "3"]
print(xs)

// expect error: cannot convert value of type 'String' to expected element type 'Double'
