// ! on nil is a runtime error.
let values: [Int] = []
print("before")
print(values.first!)
print("unreachable")

// expect: before
// expect runtime error: Unexpectedly found nil while unwrapping an Optional value
