/// When a binary operator's context type reaches its operands. swiftc's solver types an
/// operation the context cannot hold on its own and then blames the conversion at the operator
/// (`count = 10 / 4.0` with `count: Int`: "cannot assign value of type 'Double' to type 'Int'"),
/// so an operand that cannot take the context must not be typed by it.
extension Checker {
    /// The numeric context for operands that are literals only: none when it is an integer type
    /// and a floating-point literal is among them (no integer type holds `4.0`). An optional
    /// context gives its wrapped type (`TimelineView(.animation(minimumInterval: 1 / 20))` takes
    /// a `Double?`: swiftc types `1 / 20` as a `Double`, 0.05).
    func literalOperandContext(_ binary: BinaryExpr, expected: SwiftType?) -> SwiftType? {
        guard let context = expected?.unwrappingOptionals, isNumericContext(context) else { return nil }
        if !context.isFloatingPoint, !conforms(context, toBuiltin: "BinaryFloatingPoint"),
           hasFloatLiteral(binary.lhs) || hasFloatLiteral(binary.rhs) { return nil }
        return context
    }

    /// Whether `type` types the literals of arithmetic written where it is wanted: a number type,
    /// or a generic parameter constrained to `Numeric` (`1 / 2` where a `T: FloatingPoint` is).
    func isNumericContext(_ type: SwiftType) -> Bool {
        if case .generic = type { return conforms(type, toBuiltin: "Numeric") }
        return type.isNumeric
    }

    /// The left operand typed by the numeric `context`, or without it when the context makes it
    /// fail and it checks cleanly alone (`xs.reduce(0, +) / xs.count` where a Double is wanted
    /// is an Int division, not a Double `reduce`).
    func leftOperand(_ lhs: Expr, context: SwiftType?) -> Typed {
        let before = diagnostics.count
        let typed = expression(lhs, expected: context)
        guard context != nil, diagnostics[before...].contains(where: { $0.severity == .error }) else { return typed }
        let alone = Checker(probing: self)
        guard alone.expression(lhs, expected: nil).type != .error,
              !alone.diagnostics.contains(where: { $0.severity == .error }) else { return typed }
        diagnostics.removeSubrange(before...)
        return expression(lhs, expected: nil)
    }

    private func hasFloatLiteral(_ value: Expr) -> Bool {
        switch value.kind {
        case .floatLiteral: return true
        case .paren(let inner), .prefix(_, let inner): return hasFloatLiteral(inner)
        case .binary(let binary): return hasFloatLiteral(binary.lhs) || hasFloatLiteral(binary.rhs)
        default: return false
        }
    }

    /// The left operand of `+` converted to the array type the context wants when its own
    /// elements upcast to that array's (`let foods: [Food] = meals + [bread]` with `meals:
    /// [Meal]`): swiftc solves `+` as `[Food] + [Food]`, so the right side is typed by the
    /// context too; nil for any other operation.
    func widenedArrayOperand(_ binary: BinaryExpr, _ left: Typed, expected: SwiftType?) -> Typed? {
        guard binary.op == .add, let expected, case .array = expected, case .array = left.type, left.type != expected,
              !hasError(left.type), converts(left.type, to: expected) else { return nil }
        return Typed(coerce(left, to: expected, at: caret(binary.lhs), role: .argument), expected)
    }
}
