// Overloads taking closures of different parameter types, each closure's body of several
// statements: swiftc types such a body after it chooses, so its literals rank nothing; an
// integer's comparison ranks the Int overload first, a floating-point type's own prefix `-` the
// Double one.
func m(_ g: (Int) -> Int) { print("Int", g(2)) }
func m(_ g: (Double) -> Double) { print("Double", g(2)) }
m { x in if x > 1 { return x }; return 0 }
m { x in
    let z = -x
    return z + 1
}
m { x in
    var s = x
    if s == 2 { s = 7 }
    return s
}
m { x in let y = x + 1.5; return y }

// expect: Int 2
// expect: Double -1.0
// expect: Int 7
// expect: Double 3.5
