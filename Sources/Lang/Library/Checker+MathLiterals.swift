/// What swiftc makes of Foundation's math functions called with number literals only and no
/// contextual type (`print(hypot(3, 4))`, `let x = exp(1)`). Those without a `FloatingPoint`-generic
/// overload (`sin`, `exp`, `pow`, `hypot`, …; `sqrt`, `floor`, `fmod` and `remainder` have one, which takes the
/// literals as Doubles) have a concrete overload per floating-point type, `Double`, `Float` and
/// `CGFloat`, and `pow` a `pow(Decimal, Int)` one: swiftc ranks them as it ranks any overloads, by
/// the literals each had to type as other than their default type, so integer literals tie
/// ("ambiguous use of 'hypot'"), `hypot(3.0, 4)` is the Double one, and `pow(2, 10)` the Decimal one.
extension Checker {
    /// The math functions whose every overload takes one concrete floating-point type.
    private static let concreteMathFunctions: Set<String> = [
        "sin", "cos", "tan", "asin", "acos", "atan", "exp", "log", "log2", "log10", "cbrt", "pow", "atan2", "hypot",
        "log1p", "expm1", "copysign", "fmin", "fmax",
    ]

    /// A parameter of a math overload, as a literal argument is scored against it.
    private enum MathParameter {
        /// `Int`: an integer literal's default type; a floating-point literal cannot be one.
        case int
        /// `Double`: a floating-point literal's default type.
        case double
        /// `Float`, `CGFloat` or `Decimal`: every literal is typed as other than its default.
        case other
    }

    /// Reports swiftc's verdict on a literal-only call and returns true when it is an error.
    func rejectsLiteralMathCall(_ site: BuiltinSite) -> Bool {
        let arguments = site.arguments
        guard Checker.concreteMathFunctions.contains(site.name), !arguments.isEmpty,
              arguments.allSatisfy({ isLiteralOnly($0.value) }) else { return false }
        // No contextual type: an operator's operand or a member's base may still get one from
        // the rest of the expression (`atan2(1, 1) * 4 == Double.pi`), which this checker types after.
        guard site.expected == nil, resultUseDepth == 0 else { return false }
        let floating = arguments.map { containsFloatLiteral($0.value) }
        var overloads: [(name: String, parameters: [MathParameter])] = [
            ("Double", Array(repeating: .double, count: arguments.count)),
            ("Float", Array(repeating: .other, count: arguments.count)),
            ("CGFloat", Array(repeating: .other, count: arguments.count)),
        ]
        if site.name == "pow", arguments.count == 2 { overloads.append(("Decimal", [.other, .int])) }
        let scored = overloads.compactMap { overload -> (name: String, score: Int)? in
            var score = 0
            for (parameter, isFloating) in zip(overload.parameters, floating) {
                switch parameter {
                case .int: if isFloating { return nil }
                case .double: if !isFloating { score += 1 }
                case .other: score += 1
                }
            }
            return (overload.name, score)
        }
        guard let lowest = scored.map(\.score).min() else { return false }
        let best = scored.filter { $0.score == lowest }
        if best.count > 1 {
            error("ambiguous use of '\(site.name)'", site.range)
        } else if best[0].name == "Decimal" {
            unsupported("pow of two integer literals is Foundation's Decimal in Swift; write pow(2.0, 10.0) for a Double",
                        site.range)
        } else {
            return false
        }
        lowerAll(arguments)
        return true
    }

    /// Whether a literal-only expression has a floating-point literal in it (`-2.5`, `1 + 0.5`).
    func containsFloatLiteral(_ value: Expr) -> Bool {
        switch value.kind {
        case .floatLiteral: return true
        case .paren(let inner), .prefix(_, let inner): return containsFloatLiteral(inner)
        case .binary(let binary): return containsFloatLiteral(binary.lhs) || containsFloatLiteral(binary.rhs)
        default: return false
        }
    }
}
