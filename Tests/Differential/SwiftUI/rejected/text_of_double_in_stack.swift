// In a stack, Text's result is passed on to a generic builder: swiftc prefers the initialiser
// with no defaulted parameters, Text(_: Image), and blames the argument.
print("this program must not run")
let ratio = 2.5
HStack {
    Text(ratio)
}

// expect error: cannot convert value of type 'Double' to expected argument type 'Image'
