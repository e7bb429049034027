// Assigning through `!` to a nil optional is Swift's runtime error, not a write.
var r: Int? = nil
print("before")
r! = 1
print(r as Any)

// expect: before
// expect runtime error: Unexpectedly found nil while unwrapping an Optional value
