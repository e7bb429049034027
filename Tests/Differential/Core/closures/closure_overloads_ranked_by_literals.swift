// Overloads taking closures of different parameter types that both check: swiftc ranks them by
// the literals the body had to type as other than their default type, so an integer literal
// keeps the Int overload even when the Double one is declared first.
func m(_ g: (Double) -> Double) { print("Double", g(2)) }
func m(_ g: (Int) -> Int) { print("Int", g(2)) }
m { $0 + 1 }
m { $0 * 1.5 }
m { x in x - 1 }
m { _ in 3 }
m { _ in 3.5 }
m { $0 / 2 }
m { ($0 + 1) * 2 }
m { $0 * 2 + 0.5 }
m { -$0 }
m { -$0 + 1 }
m { Double($0) }
m { max($0, 1) }
let k = 3
m { $0 + k }

// expect: Int 3
// expect: Double 3.0
// expect: Int 1
// expect: Int 3
// expect: Double 3.5
// expect: Int 1
// expect: Int 6
// expect: Double 4.5
// expect: Double -2.0
// expect: Int -1
// expect: Double 2.0
// expect: Int 2
// expect: Int 5
