/// A product of an integer literal and a `Double` that is then multiplied or divided by an
/// `Int` (`2 * Double.pi / sides` with `sides: Int`): no typing of the literal makes the whole
/// check, so swiftc's solver keeps the literal at its default type, `Int`, and the product
/// fails, where `Double`'s `*` and `/` beside `Duration`'s (`(Duration, Double)`, `(Int, Int)`)
/// match in part: "binary operator '*' cannot be applied to operands of type 'Int' and
/// 'Double'", at that product's operator. The `Int` must be on the right and nothing may want a
/// type of the whole (then swiftc converts an operand instead).
extension Checker {
    /// Reports the product in `binary`'s left operand whose literal swiftc keeps an `Int`, and
    /// returns true, when `binary` is such a `*` or `/`; false otherwise (nothing reported).
    func reportDefaultLiteralProduct(_ binary: BinaryExpr, expected: SwiftType?) -> Bool {
        guard expected == nil, Self.isMultiplicative(binary.op), !isLiteralOnly(binary.rhs),
              let product = literalDoubleProduct(binary.lhs),
              !declaresOwnOperator(binary.op.spelling), !declaresOwnOperator(product.op.spelling) else { return false }
        let probe = Checker(probing: self)
        guard probe.expression(binary.rhs, expected: nil).type == .int,
              !probe.diagnostics.contains(where: { $0.severity == .error }) else { return false }
        let types = isLiteralOnly(product.lhs) ? "'Int' and 'Double'" : "'Double' and 'Int'"
        error("binary operator '\(product.op.spelling)' cannot be applied to operands of type \(types)", product.operatorRange)
        return true
    }

    /// The innermost `*` or `/` in `operand` (through parentheses and products with integer
    /// literals) of an integer literal and an operand of type `Double`, or nil.
    private func literalDoubleProduct(_ operand: Expr, depth: Int = 0) -> BinaryExpr? {
        guard depth < 8, case .binary(let binary) = unparenthesized(operand).kind, Self.isMultiplicative(binary.op) else { return nil }
        let leftLiteral = isIntegerLiteralOnly(binary.lhs)
        guard leftLiteral != isIntegerLiteralOnly(binary.rhs) else { return nil }
        let other = leftLiteral ? binary.rhs : binary.lhs
        if isLiteralOnly(other) { return nil }
        if let inner = literalDoubleProduct(other, depth: depth + 1) { return inner }
        let probe = Checker(probing: self)
        guard probe.expression(other, expected: nil).type == .double,
              !probe.diagnostics.contains(where: { $0.severity == .error }) else { return nil }
        return binary
    }

    /// A bitwise operator between a floating-point operand and an integer literal (`r ^ 2`, as if
    /// `^` raised to a power): swiftc keeps the literal an `Int`, and so wants an `Int` of the
    /// other operand ("cannot convert value of type 'Double' to expected argument type 'Int'",
    /// at it, and at the value a negated operand negates), or for a shift, whose sides may differ,
    /// names both types. Returns whether it reported.
    func reportFloatingBitwiseOperand(_ op: BinaryOperator, _ type: SwiftType, leftOperand: Expr?, rightOperand: Expr?,
                                      operatorRange: SourceRange) -> Bool {
        guard let leftOperand, let rightOperand, [.bitwiseAnd, .bitwiseOr, .bitwiseXor, .shiftLeft, .shiftRight].contains(op) else {
            return false
        }
        let leftLiteral = isIntegerLiteralOnly(leftOperand)
        guard leftLiteral != isIntegerLiteralOnly(rightOperand), !isLiteralOnly(leftLiteral ? rightOperand : leftOperand) else {
            return false
        }
        if op == .shiftLeft || op == .shiftRight {
            let types = leftLiteral ? "'Int' and '\(type)'" : "'\(type)' and 'Int'"
            error("binary operator '\(op.spelling)' cannot be applied to operands of type \(types)", operatorRange)
        } else {
            let operand = leftLiteral ? rightOperand : leftOperand
            // A negated operand (`-r ^ 2`) is blamed twice, as swiftc does (in either order): the
            // value negated and the negation.
            if case .prefix(.negate, let negated) = operand.kind {
                error("cannot convert value of type '\(type)' to expected argument type 'Int'", caret(negated))
            }
            error("cannot convert value of type '\(type)' to expected argument type 'Int'", caret(operand))
        }
        return true
    }

    /// `f() + 1` with `f` returning nothing: `+`, `-` and `%` of a number have only that number
    /// type's overload (no `Duration` one, as `*` and `/` have), so swiftc wants the `()` operand
    /// converted to the number's type, at it. Returns whether it reported.
    func reportVoidNumberOperand(_ op: BinaryOperator, _ left: Typed, _ right: Typed, leftOperand: Expr?,
                                 rightOperand: Expr?) -> Bool {
        guard [.add, .subtract, .remainder].contains(op), let leftOperand, let rightOperand else { return false }
        let (void, number, at) = left.type == .void ? (left, right, leftOperand) : (right, left, rightOperand)
        guard void.type == .void, number.type.isNumeric, op != .remainder || number.type.isInteger else { return false }
        error("cannot convert value of type '()' to expected argument type '\(number.type)'", caret(at))
        return true
    }

    /// Whether `value` is an integer literal, maybe negated or in parentheses (`2`, `-2`, `(3)`).
    func isIntegerLiteralOnly(_ value: Expr) -> Bool {
        switch value.kind {
        case .integerLiteral: return true
        case .paren(let inner), .prefix(.negate, let inner): return isIntegerLiteralOnly(inner)
        default: return false
        }
    }

    /// Whether the program declares an operator `spelling` of its own, globally or on `Int` or
    /// `Double`, which could take the operands as they are.
    private func declaresOwnOperator(_ spelling: String) -> Bool {
        if case .functions(let functions)? = lookup(spelling), !functions.isEmpty { return true }
        return [SwiftType.int, .double].contains { environment.extensionMembers(of: $0)?.staticMethods[spelling]?.isEmpty == false }
    }

    private static func isMultiplicative(_ op: BinaryOperator) -> Bool {
        op == .multiply || op == .divide
    }
}
