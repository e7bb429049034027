/// What swiftc makes of Foundation's math functions called with number literals only and no
/// contextual type (`print(hypot(3, 4))`, `let x = exp(1)`). Those without a `FloatingPoint`-generic
/// overload (`sin`, `exp`, `pow`, `hypot`, …; `sqrt`, `floor`, `fmod` and `remainder` have one, which takes the
/// literals as Doubles) have a concrete overload per floating-point type, `Double`, `Float` and
/// `CGFloat`, and `pow` a `pow(Decimal, Int)` one: swiftc ranks them as it ranks any overloads, by
/// the literals each had to type as other than their default type, so integer literals tie
/// ("ambiguous use of 'hypot'"), `hypot(3.0, 4)` is the Double one, and `pow(2, 10)` the Decimal one
/// (Checker+DecimalPower.swift calls it).
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

    /// A literal-only call of a math function in a literal-only arithmetic expression: its name,
    /// whether each argument has a floating-point literal, and where it is.
    private struct LiteralMathCall {
        let name: String
        let floating: [Bool]
        let range: SourceRange
    }

    /// What swiftc makes of a math call of number literals alone.
    enum LiteralMathVerdict {
        /// The call checks as usual (a floating-point literal or a contextual type decides).
        case asUsual
        /// The call is rejected; the error is reported.
        case rejected
        /// The call is Foundation's `pow(Decimal, Int)` (`pow(2, 10)`).
        case decimal
    }

    /// Reports swiftc's verdict on a literal-only call and returns true when it is an error.
    func rejectsLiteralMathCall(_ site: BuiltinSite) -> Bool {
        literalMathVerdict(site) == .rejected
    }

    /// swiftc's verdict on a literal-only call, with its error reported when it is rejected.
    func literalMathVerdict(_ site: BuiltinSite) -> LiteralMathVerdict {
        let arguments = site.arguments
        if decimalPowerRanges.contains(site.range) { return .decimal }
        guard Checker.concreteMathFunctions.contains(site.name), !arguments.isEmpty,
              arguments.allSatisfy({ isLiteralOnly($0.value) }) else { return .asUsual }
        // No contextual type: an operator's operand or a member's base may still get one from
        // the rest of the expression (`atan2(1, 1) * 4 == Double.pi`); an arithmetic expression
        // of literals around the call is ranked as a whole (`rejectsLiteralMathExpression`).
        guard site.expected == nil, resultUseDepth == 0 else { return .asUsual }
        let call = LiteralMathCall(name: site.name, floating: arguments.map { containsFloatLiteral($0.value) }, range: site.range)
        let verdict = reportsLiteralMathRanking([call], others: [])
        if verdict == .rejected { lowerAll(arguments) }
        return verdict
    }

    /// swiftc's verdict on `value`, an arithmetic expression of number literals and literal-only
    /// math calls with no contextual type (`hypot(3, 4) * 2`, `-sin(1)`): its overloads are ranked
    /// together, each literal counting against the overload that types it as other than its
    /// default. The expression as rejected, or as Decimal arithmetic when the Decimal `pow` ranks
    /// best (`pow(2, 10) * 2` is a Decimal); nil when it checks as usual.
    func literalMathExpression(_ value: Expr, expected: SwiftType?) -> Typed? {
        guard expected == nil, resultUseDepth == 0 else { return nil }
        var calls: [LiteralMathCall] = []
        var others: [Bool] = []
        guard collectLiteralMath(value, calls: &calls, others: &others, depth: 0), !calls.isEmpty else { return nil }
        switch reportsLiteralMathRanking(calls, others: others) {
        case .asUsual: return nil
        case .rejected: return Typed(Constant(.double(0), line: value.range.line), .error)
        case .decimal:
            // Each `pow` is then Foundation's, and the literals around take its type as operands.
            let ranges = calls.map(\.range)
            guard !ranges.allSatisfy(decimalPowerRanges.contains) else { return nil }
            decimalPowerRanges.formUnion(ranges)
            return expression(value, expected: nil)
        }
    }

    /// Gathers the math calls and the other literals (whether each is floating) of an arithmetic
    /// expression of literals; false when `value` is something else. The depth is bounded, so a
    /// deeply nested expression is not walked again at each level.
    private func collectLiteralMath(_ value: Expr, calls: inout [LiteralMathCall], others: inout [Bool], depth: Int) -> Bool {
        guard depth < 32 else { return false }
        switch value.kind {
        case .integerLiteral: others.append(false)
        case .floatLiteral: others.append(true)
        case .paren(let inner), .prefix(.negate, let inner), .prefix(.plus, let inner):
            return collectLiteralMath(inner, calls: &calls, others: &others, depth: depth + 1)
        case .binary(let binary):
            guard [.add, .subtract, .multiply, .divide].contains(binary.op) else { return false }
            return collectLiteralMath(binary.lhs, calls: &calls, others: &others, depth: depth + 1)
                && collectLiteralMath(binary.rhs, calls: &calls, others: &others, depth: depth + 1)
        case .call(let call):
            guard case .identifier(let name, let generics) = call.callee.kind, generics.isEmpty,
                  Checker.concreteMathFunctions.contains(name.name), lookup(name.name) == nil,
                  call.trailingClosures.isEmpty, !call.arguments.isEmpty,
                  call.arguments.allSatisfy({ $0.label == nil && isLiteralOnly($0.value) }) else { return false }
            calls.append(LiteralMathCall(name: name.name, floating: call.arguments.map { containsFloatLiteral($0.value) },
                                         range: value.range))
        default: return false
        }
        return true
    }

    /// Ranks the overloads of `calls` (with `others`, the literals around them, typed alike) as
    /// swiftc does and reports an ambiguity; returns the verdict.
    private func reportsLiteralMathRanking(_ calls: [LiteralMathCall], others: [Bool]) -> LiteralMathVerdict {
        // Each overload as the parameters a call's arguments take, in order.
        var overloads: [(name: String, parameters: (LiteralMathCall) -> [MathParameter]?)] = [
            ("Double", { Array(repeating: .double, count: $0.floating.count) }),
            ("Float", { Array(repeating: .other, count: $0.floating.count) }),
            ("CGFloat", { Array(repeating: .other, count: $0.floating.count) }),
        ]
        if calls.allSatisfy({ $0.name == "pow" && $0.floating.count == 2 }) {
            overloads.append(("Decimal", { _ in [.other, .int] }))
        }
        let scored = overloads.compactMap { overload -> (name: String, score: Int)? in
            var score = 0
            let outside: MathParameter = overload.name == "Double" ? .double : .other
            var units = others.map { (outside, $0) }
            for call in calls {
                guard let parameters = overload.parameters(call) else { return nil }
                units += zip(parameters, call.floating).map { ($0, $1) }
            }
            for (parameter, isFloating) in units {
                switch parameter {
                case .int: if isFloating { return nil }
                case .double: if !isFloating { score += 1 }
                case .other: score += 1
                }
            }
            return (overload.name, score)
        }
        guard let lowest = scored.map(\.score).min(), let first = calls.first else { return .asUsual }
        let best = scored.filter { $0.score == lowest }
        if best.count > 1 {
            error("ambiguous use of '\(first.name)'", first.range)
            return .rejected
        }
        return best[0].name == "Decimal" ? .decimal : .asUsual
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
