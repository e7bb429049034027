// A negative literal cannot be a UInt.
print("this program must not run")
let u: UInt = -1
print(u)

// expect error: negative integer '-1' overflows when stored into unsigned type 'UInt'
