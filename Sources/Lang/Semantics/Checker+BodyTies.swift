/// A closure of several statements passed where overloads tie in the closure's parameter types
/// (`m(_: (Int) -> Int)` beside `m(_: (Double) -> Double)`). swiftc (5.7+) solves such a body
/// statement by statement once the closure's type is chosen, so the body's literals do not rank
/// the overloads (`m { x in print(x); return 1 }` is "ambiguous use of 'm'"). What ranks them is
/// which declaration each operator of the body resolves to in each solution: an integer's own
/// comparison beats a floating-point type's (`m { x in if x > 1 { return x }; return 0 }` is the
/// `Int` one), a floating-point type's own prefix `-` beats SignedNumeric's (`let z = -x` makes it
/// the `Double` one), and arithmetic ties: "ambiguous use of operator '+='" for
/// `m { x in var y = x; y += 2; return y }`.
extension Checker {
    /// An operator of a closure body whose declaration depends on its operand's type.
    private struct OperatorSite {
        enum Kind { case comparison, negation, arithmetic }
        var kind: Kind
        var spelling: String
        var range: SourceRange
        var operand: SwiftType
    }

    /// Whether a closure's body is more than one expression (or one `return` of one): swiftc
    /// types a single expression with the call, anything else after it.
    func hasStatementBody(_ closure: ClosureExpr) -> Bool {
        guard closure.body.count == 1 else { return closure.body.count > 1 }
        switch closure.body[0].kind {
        case .expression, .return: return false
        default: return true
        }
    }

    /// swiftc's verdict on `best` (tied overloads, the closure's function type in each given by
    /// `closureTypes`) from the operators of the closure's statement body typed with each.
    func statementBodyTie(_ best: [FunctionSymbol], closure: Expr, closureTypes: [SwiftType], range: SourceRange) -> ClosureTie {
        let probes = closureTypes.map { operatorSites(closure, as: $0) }
        // The operators whose operand types differ between the solutions, in source order.
        let differing = probes[0].values.filter { site in
            let operands = probes.compactMap { $0[site.range.start.offset]?.operand }
            return operands.count == probes.count && !operands.contains(where: hasError) && Set(operands.map(\.description)).count > 1
        }.sorted { $0.range.start < $1.range.start }
        var preferred = Set(best.indices)
        var ranked = false
        for site in differing where site.kind != .arithmetic {
            let winners = Set(best.indices.filter { index in
                guard let operand = probes[index][site.range.start.offset]?.operand else { return false }
                return site.kind == .comparison ? operand.isInteger : operand.isFloatingPoint
            })
            guard !winners.isEmpty, winners.count < best.count else { continue }
            preferred.formIntersection(winners)
            ranked = true
        }
        if ranked, preferred.count == 1, let index = preferred.first { return .chosen(best[index]) }
        // Unranked, or ranked both ways (`guard x > 0 else { return -x }`): swiftc names an
        // operator other than a comparison, the last here (with several, its pick is its own).
        if let last = differing.last(where: { $0.kind != .comparison }) {
            error("ambiguous use of operator '\(last.spelling)'", last.range)
        } else {
            error("ambiguous use of '\(best[0].name)'", range)
        }
        return .reported
    }

    /// The comparison, arithmetic and negation operators of `closure` typed as `type`, by the
    /// offset of the operator, with their operands' types.
    private func operatorSites(_ closure: Expr, as type: SwiftType) -> [Int: OperatorSite] {
        let probe = Checker(probing: self)
        var types: [NodeID: SwiftType] = [:]
        var sites: [Int: OperatorSite] = [:]
        probe.expressionObserver = { value, type, _, _ in
            types[value.id] = type
            switch value.kind {
            case .binary(let binary):
                let kind: OperatorSite.Kind
                if binary.op.precedenceGroup == .comparison, binary.op != .patternMatch, binary.op != .identical,
                   binary.op != .notIdentical {
                    kind = .comparison
                } else if Checker.arithmeticOperator(binary.op.compoundBase ?? binary.op) != nil {
                    kind = .arithmetic
                } else {
                    return
                }
                guard let operand = types[binary.lhs.id] ?? types[binary.rhs.id] else { return }
                sites[binary.operatorRange.start.offset] = OperatorSite(kind: kind, spelling: binary.op.spelling,
                                                                      range: binary.operatorRange, operand: operand)
            case .prefix(.negate, let operand):
                guard let operandType = types[operand.id] else { return }
                sites[value.range.start.offset] = OperatorSite(kind: .negation, spelling: "-", range: value.range,
                                                             operand: operandType)
            default:
                return
            }
        }
        probe.compoundAssignmentObserver = { binary, target in
            guard let base = binary.op.compoundBase, Checker.arithmeticOperator(base) != nil else { return }
            sites[binary.operatorRange.start.offset] = OperatorSite(kind: .arithmetic, spelling: binary.op.spelling,
                                                                  range: binary.operatorRange, operand: target)
        }
        _ = probe.expression(closure, expected: type)
        return sites
    }
}
