// An [String] value given for any Collection<Int>: swiftc names the elements.
print("this program must not run")
func firstOf(_ xs: any Collection<Int>) -> Int? { xs.first }
let names = ["a", "b"]
print(firstOf(names) as Any)

// expect error: cannot convert value of type 'String' to expected argument type 'Int'
