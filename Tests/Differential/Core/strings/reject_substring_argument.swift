// A function's String parameter does not take a Substring; String(_:) makes one.
print("this program must not run")
func greet(_ name: String) -> String { "hello " + name }
let s = "xshape"
print(greet(String(s.dropFirst())))
print(greet(s.dropFirst()))

// expect error: cannot convert value of type 'String.SubSequence' (aka 'Substring') to expected argument type 'String'
