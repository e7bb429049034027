// Two overloads taking closures of different parameter types, and a body of statements whose
// arithmetic resolves to another operator in each: swiftc will not choose the operator.
print("this program must not run")
func m(_ g: (Int) -> Int) { print("Int", g(2)) }
func m(_ g: (Double) -> Double) { print("Double", g(2)) }
m { x in
    var y = x
    y += 2
    return y
}

// expect error: ambiguous use of operator '+='
