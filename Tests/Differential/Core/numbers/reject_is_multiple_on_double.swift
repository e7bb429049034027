// isMultiple(of:) is a BinaryInteger method; Double has none.
print("this program must not run")
let x = 6.0
print(x.isMultiple(of: 3))

// expect error: value of type 'Double' has no member 'isMultiple'
