/// swiftc's words for operators that do not apply, where they depend on more than the operand
/// types: an optional operand that would fit once unwrapped, two number types where the context
/// wants one, and a type that is not Equatable or Comparable when an operand is a call with a
/// literal argument.
extension Checker {
    /// Reports an optional operand whose wrapped type is the other operand's, as swiftc does
    /// ("value of optional type 'Int?' must be unwrapped to a value of type 'Int'", at that
    /// operand); returns whether it reported.
    func reportOptionalOperand(_ binary: BinaryExpr, _ left: Typed, _ right: Typed) -> Bool {
        if case .optional(let wrapped) = left.type, right.type == left.type, wrapped.isNumeric || wrapped == .string {
            // Two optionals of a type the operator takes: each must be unwrapped.
            error("value of optional type '\(left.type)' must be unwrapped to a value of type '\(wrapped)'", caret(binary.lhs))
            error("value of optional type '\(right.type)' must be unwrapped to a value of type '\(wrapped)'", caret(binary.rhs))
            return true
        }
        if case .optional(let wrapped) = left.type, wrapped == right.type {
            error("value of optional type '\(left.type)' must be unwrapped to a value of type '\(wrapped)'", caret(binary.lhs))
            return true
        }
        if case .optional(let wrapped) = right.type, wrapped == left.type {
            error("value of optional type '\(right.type)' must be unwrapped to a value of type '\(wrapped)'", caret(binary.rhs))
            return true
        }
        return false
    }

    /// Reports the optional operand of `<`, `>`, `<=` or `>=` whose other operand is what it wraps
    /// (`opt > 2`, `2 <= opt`): optionals are not Comparable, and swiftc says to unwrap it;
    /// returns whether it reported. Two optionals are left to the operator's own error.
    func reportOptionalOrderedOperand(_ binary: BinaryExpr, _ left: Typed, _ right: Typed) -> Bool {
        for (optional, other, expr, otherExpr) in [(left.type, right.type, binary.lhs, binary.rhs),
                                                   (right.type, left.type, binary.rhs, binary.lhs)] {
            guard case .optional(let wrapped) = optional, other.optionalWrapped == nil || isLiteralOnly(otherExpr),
                  wrapped == other || isLiteralOnly(otherExpr),
                  conforms(wrapped, toBuiltin: "Comparable") else { continue }
            error("value of optional type '\(optional)' must be unwrapped to a value of type '\(wrapped)'", caret(expr))
            return true
        }
        return false
    }

    /// Reports operands of two number types where the context wants one of them (`let x: Double
    /// = i * 2.5`, `return total / Double(n)`): swiftc takes the operator of the context's type
    /// and blames the other operand; returns whether it reported.
    func reportOperandAgainstContext(_ binary: BinaryExpr, _ left: Typed, _ right: Typed, expected: SwiftType?) -> Bool {
        // A String wanted from `+` of a String and a number (`f("Score: " + score)`): String's `+`.
        let joinsText = binary.op == .add && expected == .string
            && Set([left.type, right.type]).contains(.string) && (left.type.isNumeric || right.type.isNumeric)
        guard let expected, left.type != right.type, joinsText || (left.type.isNumeric && right.type.isNumeric),
              Set([left.type, right.type]) != Set([SwiftType.cgFloat, .double]) else { return false }
        if left.type == expected {
            error("cannot convert value of type '\(right.type)' to expected argument type '\(expected)'", caret(binary.rhs))
            return true
        }
        if right.type == expected {
            error("cannot convert value of type '\(left.type)' to expected argument type '\(expected)'", caret(binary.lhs))
            return true
        }
        return false
    }

    /// The error for `==`, `<`, … on a type without the conformance: swiftc names the protocol
    /// when an operand is a call with a literal argument (`Thing(x: 1) == Thing(x: 1)`), whose
    /// type it infers through the generic operator.
    func unconformingComparison(_ binary: BinaryExpr, type: SwiftType, requirement: String) -> String {
        if requirement == "Equatable", let argument = unequatableArgument(of: type) {
            return "operator function '\(binary.op.spelling)' requires that '\(argument)' conform to 'Equatable'"
        }
        if hasLiteralArgument(binary.lhs) || hasLiteralArgument(binary.rhs) {
            return "referencing operator function '\(binary.op.spelling)' on '\(requirement)' requires that '\(type)' conform to '\(requirement)'"
        }
        return "binary operator '\(binary.op.spelling)' cannot be applied to two '\(type)' operands"
    }

    /// Reports the operand of a type with no such operator when the other's type declares it
    /// only between two of its own values (`Text("a") + Image(…)` with `Text`'s `+`): swiftc
    /// takes that one function and blames the operand it cannot convert. Returns whether it reported.
    func reportOperandOfOwnOperator(_ binary: BinaryExpr, _ left: Typed, _ right: Typed) -> Bool {
        for (owner, other, otherExpr) in [(left.type, right.type, binary.rhs), (right.type, left.type, binary.lhs)] {
            guard case .nominal(let ownerDecl, _) = owner, case .nominal(let otherDecl, _) = other, ownerDecl !== otherDecl,
                  !otherDecl.isBuiltin, !conforms(other, toBuiltin: "Sequence"),
                  environment.members(of: otherDecl).staticMethods[binary.op.spelling] == nil,
                  let functions = environment.members(of: ownerDecl).staticMethods[binary.op.spelling], !functions.isEmpty,
                  functions.allSatisfy({ $0.type.parameters.count == 2 && $0.type.parameters.allSatisfy { $0.type == owner } })
            else { continue }
            error("cannot convert value of type '\(other)' to expected argument type '\(owner)'", caret(otherExpr))
            return true
        }
        return false
    }

    /// swiftc's error for `+` joining a sequence and a type of the program's or the library's
    /// that is no sequence, from RangeReplaceableCollection's `+` of a sequence and a collection:
    /// `x + "b"` or `x + [1]` (`Text("a") + "b"`) names the protocol the left side lacks; `"a" + X(…)`
    /// (`"a" + Text("b")`, or a member of such a construction, `right` the operand) names the one
    /// the right side lacks, which swiftc infers through the generic operator (with another right
    /// operand, `"a" + text`, it names the two types); after a set, a dictionary or a range,
    /// collections that cannot grow (`set + x`), it refers to the protocol's operator.
    func nonSequenceJoin(_ op: BinaryOperator, _ left: SwiftType, _ right: SwiftType, right operand: Expr? = nil) -> String? {
        guard op == .add else { return nil }
        if case .nominal(let decl, _) = left, !decl.isBuiltin, !conforms(left, toBuiltin: "Sequence") {
            switch right {
            case .string, .array: return "operator function '+' requires that '\(left)' conform to 'Sequence'"
            default: return nil
            }
        }
        guard case .nominal(let decl, _) = right, !decl.isBuiltin, !conforms(right, toBuiltin: "Sequence") else { return nil }
        let requirement = "requires that '\(right)' conform to 'RangeReplaceableCollection'"
        switch left {
        case .string, .substring, .array:
            guard let operand, isConstruction(operand) else { return nil }
            return "operator function '+' \(requirement)"
        case .set, .dictionary, .range:
            guard conforms(left, toBuiltin: "Sequence") else { return nil }
            return "referencing operator function '+' on 'RangeReplaceableCollection' \(requirement)"
        default: return nil
        }
    }

    /// Whether `expr` makes a value with a type's initialiser (`Text("b")`), or is a member of
    /// one (`Text("b").bold()`, `(Foo())`).
    private func isConstruction(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .call(let call):
            if case .member(let base, _, _) = call.callee.kind { return isConstruction(base) }
            return typeNamed(by: call.callee) != nil
        case .member(let base, _, _): return isConstruction(base)
        case .paren(let inner): return isConstruction(inner)
        default: return false
        }
    }

    private func hasLiteralArgument(_ expr: Expr) -> Bool {
        guard case .call(let call) = expr.kind else { return false }
        return call.arguments.contains { argument in
            switch argument.value.kind {
            case .integerLiteral, .floatLiteral, .stringLiteral, .booleanLiteral: return true
            default: return false
            }
        }
    }
}
