// Reading a buffer pointer past its end is a runtime error, as swiftc's debug build checks it.
let values = [1, 2]
print("before")
let x = values.withUnsafeBufferPointer { $0[5] }
print(x)

// expect: before
// expect runtime error: trap
