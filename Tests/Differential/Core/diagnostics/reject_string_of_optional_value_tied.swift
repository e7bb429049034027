// String(_:) of an optional value or of Bool's and Int(exactly:)'s concrete initialisers: the
// unwrap ties with init(describing:) relabelled, and swiftc finds no exact match.
print("this program must not run")
let text = "5"
let ratio = 2.5
let maybe: Double? = 1.5
print(String(Bool(text)))
print(String(maybe))
print(String(Int(exactly: ratio)))

// expect error: no exact matches in call to initializer
