// A number conversion of a failable conversion: every initialiser that takes the wrapped
// number needs the same unwrap, so swiftc asks for it even where two take it.
print("this program must not run")
let text = "5"
print(Int(Int(text)))
print(Double(Int(text)))
print(Int(Double(text)))

// expect error: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
