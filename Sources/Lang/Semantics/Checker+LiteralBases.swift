/// Integer literals that a member makes floating-point: `10.squareRoot()` is a Double in Swift,
/// which looks the member up in the literal's default types in order, `Int` and then `Double`
/// (not in the context's: `let f: Float = 10.squareRoot()` is its error), also through
/// parentheses (`(10).squareRoot()`); a negated member (`-10.magnitude`) and an arithmetic
/// of literals before such a member (`(8 + 8).squareRoot()`) follow swiftc's solver too.
extension Checker {
    /// `.double` when `base` is an integer literal and `name` is a member Double has and Int has
    /// not (`squareRoot`, `rounded`, `truncatingRemainder`); nil otherwise.
    func literalBaseExpectation(_ base: Expr, member name: String) -> SwiftType? {
        if let element = arrayLiteralBaseElement(base, member: name) { return .array(element) }
        guard case .integerLiteral = unparenthesized(base).kind,
              Self.isFloatingOnlyMember(name) else { return nil }
        return .double
    }

    /// The element an array literal before `name` must have when every method of that name is
    /// the program's, in an extension fixing the element (`extension Sequence where Element ==
    /// String`): swiftc types the literal from the member (`[1, 2].joinedWithCommas()` is a
    /// `[String]`, each Int its own error); nil when the literal types on its own.
    private func arrayLiteralBaseElement(_ base: Expr, member name: String) -> SwiftType? {
        guard case .array(let elements) = unparenthesized(base).kind, !elements.isEmpty,
              let methods = methodsNamed(name, in: .array(.any)), !methods.isEmpty else { return nil }
        let fixed = methods.compactMap { method -> SwiftType? in
            switch method.constrainedSelf {
            case .array(let element)?: return element
            case .nominal(let decl, let arguments)? where arguments.count == 1
                && (isBuiltinSequenceProtocol(decl) || (decl.isBuiltin && decl.name == "Array")):
                return arguments[0]
            default: return nil
            }
        }
        guard fixed.count == methods.count, let first = fixed.first, fixed.allSatisfy({ $0 == first }),
              !hasError(first), !containsGeneric(first) else { return nil }
        return first
    }

    /// `-10.magnitude` is `-(10.magnitude)`, and `-` needs a signed operand: Int's `magnitude`
    /// is a `UInt`, so swiftc takes the literal's next default type, Double, whose `magnitude`
    /// is a Double (`-10.0`, whatever the context: `let i: Int = -10.magnitude` is its error).
    /// The negated member of `operand` with its integer-literal base a Double; nil when
    /// `operand` is no member of an integer literal or the member is not a floating-point number.
    func negatedLiteralMember(_ operand: Expr, range: SourceRange) -> Typed? {
        guard case .member(let base, let name, _) = operand.kind, case .integerLiteral = unparenthesized(base).kind else {
            return nil
        }
        let floating = expression(base, expected: .double)
        guard floating.type == .double else { return nil }
        let member = valueMember(floating, name: name, expected: nil, range: operand.range, basePlace: nil)
        return member.type == .double ? member : nil
    }

    /// `(8 + 8).squareRoot()` with no type from the context: Int has no `squareRoot`, and every
    /// floating-point type's `+` fits the literals, so swiftc reports "ambiguous use of operator
    /// '+'" at the first operator it solves, the innermost leftmost one. True when it reported that.
    func rejectAmbiguousLiteralArithmetic(_ base: Expr, member name: String, expected: SwiftType?) -> Bool {
        guard expected == nil || expected == .any, let op = firstLiteralArithmetic(unparenthesized(base)),
              Self.isFloatingOnlyMember(name) else { return false }
        error("ambiguous use of operator '\(op.op)'", op.operatorRange)
        return true
    }

    /// The floating-point `expected` type for `base`, an arithmetic of integer literals before
    /// a member Double has and Int has not (`let d: Double = (8 + 8).squareRoot()`: the method
    /// returns its receiver's type); nil otherwise.
    func literalArithmeticExpectation(_ base: Expr, member name: String, expected: SwiftType?) -> SwiftType? {
        guard let expected, expected.isFloatingPoint, firstLiteralArithmetic(unparenthesized(base)) != nil,
              Self.isFloatingOnlyMember(name) else { return nil }
        return expected
    }

    /// The innermost leftmost operator of `value`, an arithmetic of integer literals only
    /// (`1 + 2 * 3`, `-(8 - 1)`); nil when `value` is anything else.
    private func firstLiteralArithmetic(_ value: Expr) -> BinaryExpr? {
        switch value.kind {
        case .binary(let binary):
            guard [.add, .subtract, .multiply, .divide].contains(binary.op) else { return nil }
            let left = unparenthesized(binary.lhs), right = unparenthesized(binary.rhs)
            guard isLiteralArithmetic(left), isLiteralArithmetic(right) else { return nil }
            return firstLiteralArithmetic(left) ?? firstLiteralArithmetic(right) ?? binary
        case .prefix(.negate, let operand):
            return firstLiteralArithmetic(unparenthesized(operand))
        default:
            return nil
        }
    }

    /// Whether `value` is an integer literal or an arithmetic of them.
    private func isLiteralArithmetic(_ value: Expr) -> Bool {
        switch value.kind {
        case .integerLiteral: true
        case .paren(let inner), .prefix(.negate, let inner): isLiteralArithmetic(unparenthesized(inner))
        default: firstLiteralArithmetic(value) != nil
        }
    }

    /// Whether `name` is an instance member Double has and Int has not.
    static func isFloatingOnlyMember(_ name: String) -> Bool {
        StandardLibrary.members(named: name, of: .int, isStatic: false).isEmpty
            && !StandardLibrary.members(named: name, of: .double, isStatic: false).isEmpty
    }
}
