// Negating a call whose overloads differ only in their results: with nothing else deciding,
// swiftc ranks a floating-point type's own `-` over SignedNumeric's, so the floating-point
// overload is called; an operator's literal still decides first.
func f(_ x: Int) -> Int { x }
func f(_ x: Int) -> Double { Double(x) + 0.5 }
func g(_ x: Int) -> Int { x * 2 }
func g(_ x: Int) -> Float { Float(x) / 4 }
let a = -f(1)
let b = -g(2)
print(a, b, -f(1) + 1, -(g(2)) * 2, -f(3) + 0.25)

// expect: -1.5 -0.5 0 -8 -3.25
