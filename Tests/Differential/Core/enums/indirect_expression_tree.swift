// An indirect enum of arithmetic expressions evaluated by a recursive switch.
import Foundation
indirect enum Expr {
    case num(Double)
    case add(Expr, Expr)
    case mul(Expr, Expr)
    case neg(Expr)
    func eval() -> Double {
        switch self {
        case .num(let v): return v
        case let .add(a, b): return a.eval() + b.eval()
        case let .mul(a, b): return a.eval() * b.eval()
        case .neg(let e): return -e.eval()
        }
    }
}
let e: Expr = .add(.num(2), .mul(.num(3), .neg(.num(4))))
print(e.eval())

// expect: -10.0
