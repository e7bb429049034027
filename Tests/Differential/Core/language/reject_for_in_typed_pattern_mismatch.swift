// A `for` pattern's written type must be the elements' type.
print("this program must not run")
let numbers = [1, 2]
for text: String in numbers { print(text) }

// expect error: cannot convert sequence element type 'Int' to expected type 'String'
