// Closure literals as a custom operator's operands take their parameter types from the
// operator function, as swiftc infers them ({ $0 + 1 } ∘ { $0 * 2 }).
infix operator ∘
func ∘ (f: @escaping (Int) -> Int, g: @escaping (Int) -> Int) -> (Int) -> Int { { f(g($0)) } }
let h = { $0 + 1 } ∘ { $0 * 2 }
let k = { (x: Int) in x - 3 } ∘ { $0 * $0 }
func inc(_ x: Int) -> Int { x + 1 }
let m = inc ∘ { $0 * 10 }
print(h(5), k(4), m(2))
infix operator |>: AdditionPrecedence
func |> (x: Int, f: (Int) -> String) -> String { f(x) }
print(3 |> { "v\($0)" })

// expect: 11 13 21
// expect: v3
