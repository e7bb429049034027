// Substring(text[...]) takes the generic sequence initialiser, which leaves the call open, so swiftc asks to unwrap Double(…)'s optional.
print("this program must not run")
let text = "3.5"
print(String(Double(Substring(text[...]))))

// expect error: value of optional type 'Double?' must be unwrapped to a value of type 'Double'
