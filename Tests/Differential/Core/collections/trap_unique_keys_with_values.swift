// Dictionary(uniqueKeysWithValues:) traps on a repeated key, naming it.
print("before")
let d = Dictionary(uniqueKeysWithValues: [(1, "x"), (2, "y"), (1, "z")])
print(d)

// expect: before
// expect runtime error: Duplicate values for key: '1'
