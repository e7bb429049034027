// Array(_:) of an array literal takes the element type the context names: Ints are not Strings.
print("this program must not run")
let numbers: [Double] = Array([1, 2])
print(numbers)
let labels: [String] = Array([1, 2])
print(labels)

// expect error: cannot convert value of type 'Int' to expected element type 'String'
