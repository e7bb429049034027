// Overloads that differ only in their results, called as an operator's operand: swiftc ranks the
// operator's solutions, so the other operand decides which one is called (a literal keeps its
// default type when a result has it, a typed operand its own type, a wanted type both).
func f(_ x: Int) -> Int { x }
func f(_ x: Int) -> Double { Double(x) + 0.5 }
let a = 1.5
let n = 2
let viaDouble = f(1) + 1.5
let viaInt = f(1) + 1
let wanted: Double = f(1) + f(2)
let nested = f(1) * 2 + 1
print(viaDouble, viaInt, wanted, nested)
print(f(1) + a, f(1) + n, 1.5 + f(1), n * f(3))
print(f(3) == 3, f(3) < 3.7)
print(f(1) + f(2) + 0.5, f(1) + f(2) + 1, 2 * (f(1) + 1.5), f(1) + f(2) * 2)

// expect: 3.0 2 4.0 3
// expect: 3.0 3 3.0 6
// expect: true true
// expect: 4.5 4 6.0 5
