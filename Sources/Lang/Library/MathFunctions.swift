import Foundation

/// Foundation's one-argument math functions by name, each with its `Double` and its `Float`
/// overload: a `Float` argument is computed in single precision, as swiftc's `expm1(Float)` calls
/// `expm1f`, whose last digit may differ from the `Double` result rounded to `Float`.
enum MathFunctions {
    /// The overloads of the math function `name` (`cbrt`'s for a name it does not know).
    static func overloads(_ name: String) -> (double: (Double) -> Double, float: (Float) -> Float) {
        switch name {
        case "sqrt": return ({ $0.squareRoot() }, { $0.squareRoot() })
        case "floor": return ({ $0.rounded(.down) }, { $0.rounded(.down) })
        case "ceil": return ({ $0.rounded(.up) }, { $0.rounded(.up) })
        case "round": return ({ $0.rounded() }, { $0.rounded() })
        case "trunc": return ({ $0.rounded(.towardZero) }, { $0.rounded(.towardZero) })
        case "fabs": return ({ $0.magnitude }, { $0.magnitude })
        case "sin": return (Foundation.sin, Foundation.sin)
        case "cos": return (Foundation.cos, Foundation.cos)
        case "tan": return (Foundation.tan, Foundation.tan)
        case "asin": return (Foundation.asin, Foundation.asin)
        case "acos": return (Foundation.acos, Foundation.acos)
        case "atan": return (Foundation.atan, Foundation.atan)
        case "exp": return (Foundation.exp, Foundation.exp)
        case "log": return (Foundation.log, Foundation.log)
        case "log2": return (Foundation.log2, Foundation.log2)
        case "log10": return (Foundation.log10, Foundation.log10)
        case "log1p": return (Foundation.log1p, Foundation.log1p)
        case "expm1": return (Foundation.expm1, Foundation.expm1)
        default: return (Foundation.cbrt, Foundation.cbrt)
        }
    }
}
