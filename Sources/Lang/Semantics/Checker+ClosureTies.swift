/// A closure argument that checks against several of a program's overloads whose function
/// parameters differ (`m(_: (Int) -> Int)` beside `m(_: (Double) -> Double)`): swiftc types the
/// closure's one expression with each and ranks the solutions by the literals it had to type as
/// other than their default type (`m { $0 + 1 }` is the `Int` one, `m { _ in 3.5 }` the
/// `Double` one); solutions that still tie are its ambiguities.
extension Checker {
    /// What a tie among closure-taking overloads comes to.
    enum ClosureTie {
        /// The overload swiftc ranks first.
        case chosen(FunctionSymbol)
        /// swiftc's ambiguity, reported here.
        case reported
    }

    /// The overloads among `viable` whose closure bodies typed the fewest number literals as other
    /// than their default types; `viable` itself when a closure's probe is missing for one (a
    /// library function's closure, or a body not probed).
    func fewestNonDefaultLiterals(_ viable: [FunctionSymbol], scores: (FunctionSymbol) -> Int?) -> [FunctionSymbol] {
        let scored = viable.compactMap { function in scores(function).map { (function, $0) } }
        guard scored.count == viable.count, let lowest = scored.map(\.1).min() else { return viable }
        return scored.filter { $0.1 == lowest }.map(\.0)
    }

    /// swiftc's word on overloads tied after that ranking, for a call whose one closure argument
    /// has a single-expression body (or a body of statements: Checker+BodyTies.swift) and whose candidates are a program's functions giving that
    /// closure different parameter types: an operator on two parameters is "ambiguous use of
    /// operator" (`m { $0 * $0 }`), a negated parameter takes the one floating-point type's
    /// overload (a floating-point type's own `-` ranks first), anything else is "ambiguous use of
    /// 'm'" (`m { $0 }`, `m { abs($0) }`). nil when the tie is not of that shape.
    func closureTie(_ best: [FunctionSymbol], arguments: [Argument], matches: [ObjectIdentifier: [[Argument]]],
                    range: SourceRange) -> ClosureTie? {
        guard best.count > 1, best.allSatisfy({ !$0.isLibrary && $0.genericParameters.isEmpty }) else { return nil }
        let closures = arguments.filter { if case .closure = $0.value.kind { return true } else { return false } }
        guard closures.count == 1, case .closure(let closure) = closures[0].value.kind else { return nil }
        // The closure's first parameter type in each candidate, which must differ for the tie to be this one.
        var firstParameters: [SwiftType] = []
        var closureTypes: [SwiftType] = []
        for function in best {
            guard let groups = matches[ObjectIdentifier(function)],
                  let index = groups.firstIndex(where: { $0.contains { $0.value.id == closures[0].value.id } }),
                  case .function(let type) = function.type.parameters[index].type.unwrappingOptionals,
                  let first = type.parameters.first else { return nil }
            firstParameters.append(first.type)
            closureTypes.append(.function(type))
        }
        guard Set(firstParameters.map(\.description)).count == best.count else { return nil }
        if hasStatementBody(closure) {
            return statementBodyTie(best, closure: closures[0].value, closureTypes: closureTypes, range: range)
        }
        guard closure.body.count == 1, case .expression(let body) = closure.body[0].kind else { return nil }
        let value = unparenthesized(body)
        switch value.kind {
        case .binary(let binary) where Checker.arithmeticOperator(binary.op) != nil:
            guard !containsLiteral(binary.lhs), !containsLiteral(binary.rhs) else { return nil }
            error("ambiguous use of operator '\(binary.op)'", binary.operatorRange)
            return .reported
        case .prefix(.negate, let operand) where !containsLiteral(operand):
            let floating = zip(best, firstParameters).filter { $0.1.isFloatingPoint }
            guard floating.count == 1, firstParameters.allSatisfy({ $0.isFloatingPoint || $0.isInteger }) else { return nil }
            return .chosen(floating[0].0)
        default:
            error("ambiguous use of '\(best[0].name)'", range)
            return .reported
        }
    }

    /// Whether an expression has a number literal anywhere in its operators and parentheses.
    private func containsLiteral(_ value: Expr) -> Bool {
        switch value.kind {
        case .integerLiteral, .floatLiteral: return true
        case .paren(let inner), .prefix(_, let inner): return containsLiteral(inner)
        case .binary(let binary): return containsLiteral(binary.lhs) || containsLiteral(binary.rhs)
        default: return false
        }
    }
}
