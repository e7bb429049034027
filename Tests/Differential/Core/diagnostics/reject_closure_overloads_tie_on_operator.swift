// Two overloads taking closures of different parameter types, and a body whose operator has no
// literal to rank them: swiftc will not choose the operator.
print("this program must not run")
func m(_ g: (Int) -> Int) { print("Int", g(2)) }
func m(_ g: (Double) -> Double) { print("Double", g(2)) }
m { $0 * $0 }

// expect error: ambiguous use of operator '*'
