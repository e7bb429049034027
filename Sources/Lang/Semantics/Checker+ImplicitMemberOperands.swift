/// Operands written as `.member` (`.pi / CGFloat(n)`, `2 * .pi / CGFloat(n)`): Swift finds the
/// member's type from the operator's other operand, or from the numeric context when only
/// literals and such members meet (without one, swiftc finds `2 * .pi` ambiguous).
extension Checker {
    /// Whether `value` is `.member` (through parentheses and prefix operators), or arithmetic of
    /// such members and literals: a side that has no type until the other side gives one.
    func needsOperandContext(_ value: Expr) -> Bool {
        switch value.kind {
        case .implicitMember: return true
        case .paren(let inner), .prefix(_, let inner): return needsOperandContext(inner)
        case .binary(let binary):
            let left = needsOperandContext(binary.lhs)
            let right = needsOperandContext(binary.rhs)
            return (left || right) && (left || isLiteralOnly(binary.lhs)) && (right || isLiteralOnly(binary.rhs))
        default: return false
        }
    }

    /// Lowers the operands when one of them is a `.member` side: the other side first (its type is
    /// the member's context), or both with the numeric context when neither side has a type of
    /// its own. Nil when the usual lowering applies (no such side, or it is on the right).
    func contextFreeOperands(_ binary: BinaryExpr, expected: SwiftType?) -> (Typed, Typed)? {
        let lhsFree = needsOperandContext(binary.lhs)
        let rhsFree = needsOperandContext(binary.rhs)
        guard lhsFree || rhsFree else { return nil }
        let numericContext = expected.flatMap { isNumericContext($0) ? $0 : nil }
        let lhsTypeless = lhsFree || isLiteralOnly(binary.lhs)
        let rhsTypeless = rhsFree || isLiteralOnly(binary.rhs)
        if lhsTypeless && rhsTypeless {
            // Without a numeric context swiftc finds `2 * .pi` ambiguous (Double, Float, CGFloat…).
            guard let context = numericContext else { return nil }
            return (expression(binary.lhs, expected: context), expression(binary.rhs, expected: context))
        }
        if lhsFree {
            let right = expression(binary.rhs, expected: numericContext)
            return (expression(binary.lhs, expected: right.type), right)
        }
        // The right side is the member: the left side's type is its context, as before.
        return nil
    }

    /// Reports an `Int` beside a floating-point constant written as `.member` (`n * .pi`), and
    /// returns true; false otherwise (nothing reported). The constant has no type of its own and
    /// `Int` has no such member, so swiftc names the type its solver last tried for it, which
    /// follows no rule of the language but is stable: `Double` right of `*` or `/`, `Float16`
    /// right of `+` or `-` (also in arithmetic with integer literals, `n + .pi / 2`) and on the
    /// left of any of the four ("binary operator '*' cannot be applied to operands of type 'Int'
    /// and 'Double'", at the operator). Nothing may want a type of the whole, nor may it be an
    /// operand itself (`n * .pi * 2` is another error).
    func reportFloatingConstantBesideInt(_ binary: BinaryExpr, expected: SwiftType?) -> Bool {
        let additive = binary.op == .add || binary.op == .subtract
        guard expected == nil, resultUseDepth == 0, additive || binary.op == .multiply || binary.op == .divide,
              !isLiteralOnly(binary.lhs), !isLiteralOnly(binary.rhs) else { return false }
        if case .functions(let functions)? = lookup(binary.op.spelling), !functions.isEmpty { return false }
        let types: String
        if isFloatingConstant(binary.rhs) || (additive && isFloatingConstantArithmetic(binary.rhs)) {
            guard isPlainInt(binary.lhs), lacksIntMember(binary.rhs) else { return false }
            types = additive ? "'Int' and 'Float16'" : "'Int' and 'Double'"
        } else if isFloatingConstant(binary.lhs) {
            guard isPlainInt(binary.rhs), lacksIntMember(binary.lhs) else { return false }
            types = "'Float16' and 'Int'"
        } else {
            return false
        }
        error("binary operator '\(binary.op.spelling)' cannot be applied to operands of type \(types)", binary.operatorRange)
        return true
    }

    /// Whether `value` is one of FloatingPoint's constants that `Int` lacks, as `.member`
    /// (through parentheses).
    private func isFloatingConstant(_ value: Expr) -> Bool {
        switch value.kind {
        case .implicitMember(let name, _): return Self.floatingConstants.contains(name.name)
        case .paren(let inner): return isFloatingConstant(inner)
        default: return false
        }
    }

    /// Whether `value` is arithmetic of such constants and integer literals, with a constant.
    private func isFloatingConstantArithmetic(_ value: Expr) -> Bool {
        guard case .binary(let binary) = unparenthesized(value).kind,
              [.add, .subtract, .multiply, .divide].contains(binary.op) else { return false }
        let sides = [binary.lhs, binary.rhs]
        return sides.allSatisfy { isFloatingConstant($0) || isIntegerLiteralOnly($0) || isFloatingConstantArithmetic($0) }
            && !sides.allSatisfy(isIntegerLiteralOnly)
    }

    /// Whether `value` is of type `Int` on its own, without an error.
    private func isPlainInt(_ value: Expr) -> Bool {
        let probe = Checker(probing: self)
        return probe.expression(value, expected: nil).type == .int && !probe.diagnostics.contains { $0.severity == .error }
    }

    /// Whether `constant` is no `Int` (a program may give `Int` a static `pi`).
    private func lacksIntMember(_ constant: Expr) -> Bool {
        let probe = Checker(probing: self)
        _ = probe.expression(constant, expected: .int)
        return probe.diagnostics.contains { $0.severity == .error }
    }

    private static let floatingConstants: Set<String> = ["pi", "infinity", "nan", "ulpOfOne", "greatestFiniteMagnitude",
                                                          "leastNormalMagnitude", "leastNonzeroMagnitude"]
}
