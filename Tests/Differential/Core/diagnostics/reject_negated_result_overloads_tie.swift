// Negating a call whose overloads return Double and Float: both types have their own `-`, so
// swiftc ranks the two the same and will not choose.
print("this program must not run")
func f(_ x: Int) -> Double { Double(x) }
func f(_ x: Int) -> Float { Float(x) }
let v = -f(1)
print(v)

// expect error: ambiguous use of 'f'
