// Operators spelled with non-ASCII characters (⊕, •, ∘) declare, take precedence and compose
// as in Swift.
infix operator ⊕: AdditionPrecedence
infix operator •: MultiplicationPrecedence
infix operator ∘
func ⊕ (a: Int, b: Int) -> Int { a + b }
func • (a: Int, b: Int) -> Int { a * b }
func ∘ (f: @escaping (Int) -> Int, g: @escaping (Int) -> Int) -> (Int) -> Int { { f(g($0)) } }
func inc(_ x: Int) -> Int { x + 1 }
func dbl(_ x: Int) -> Int { x * 2 }
let h = inc ∘ dbl
print(1 ⊕ 2 • 3, (1 ⊕ 2) • 3, h(5), (dbl ∘ inc)(5))
var total = 0
for n in 1...3 { total = total ⊕ n • n }
print(total, "é" + "•")

// expect: 7 9 11 12
// expect: 14 é•
