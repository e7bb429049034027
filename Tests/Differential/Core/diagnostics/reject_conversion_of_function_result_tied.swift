// A conversion of a function's result is a plain value too (no tie is ranked), and an optional
// of an optional is unwrapped by no single fix: no exact matches, each.
print("this program must not run")
func digits() -> String { "42" }
let nested: Int?? = 5
print(String(Int(digits())))
print(String(nested))
print(Int(nested))

// expect error: no exact matches in call to initializer
