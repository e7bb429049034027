// An indirect enum evaluated recursively.
indirect enum Expr {
    case number(Int)
    case add(Expr, Expr)
    case multiply(Expr, Expr)
}
func evaluate(_ e: Expr) -> Int {
    switch e {
    case .number(let n): return n
    case .add(let a, let b): return evaluate(a) + evaluate(b)
    case .multiply(let a, let b): return evaluate(a) * evaluate(b)
    }
}
let e = Expr.multiply(.add(.number(2), .number(3)), .number(4))
print(evaluate(e))
print(Expr.add(.number(1), .number(2)))

// expect: 20
// expect: add(main.Expr.number(1), main.Expr.number(2))
