// Two overloads taking closures of different parameter types, and a body that fits both alike:
// swiftc will not choose.
print("this program must not run")
func m(_ g: (Int) -> Int) { print("Int", g(2)) }
func m(_ g: (Double) -> Double) { print("Double", g(2)) }
m { x in x }

// expect error: ambiguous use of 'm'
