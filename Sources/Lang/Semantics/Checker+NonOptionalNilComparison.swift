/// `value == nil` and `value != nil` where `value` is not optional: swiftc promotes it to an
/// optional through `Optional`'s `==` of `_OptionalNilComparisonType`, warns that the result is
/// always false (true for `!=`), and compiles it; so does Lang, evaluating `value` for its effects.
extension Checker {
    /// The constant comparison above, or nil when neither side is a `nil` literal, the other
    /// side is optional (or an error), or its type takes `nil` itself (`ExpressibleByNilLiteral`).
    func nonOptionalNilComparison(_ binary: BinaryExpr, range: SourceRange) -> Typed? {
        guard binary.op == .equal || binary.op == .notEqual else { return nil }
        let other: Expr
        if case .nilLiteral = unparenthesized(binary.rhs).kind {
            other = binary.lhs
        } else if case .nilLiteral = unparenthesized(binary.lhs).kind {
            other = binary.rhs
        } else {
            return nil
        }
        if case .nilLiteral = unparenthesized(other).kind { return nil }
        let type = contextFreeType(of: other)
        guard type.optionalWrapped == nil, !hasError(type), !takesNilLiteral(type) else { return nil }
        let value = expression(other, expected: nil)
        let result = Value.bool(binary.op == .notEqual)
        return Typed(Unary(value.node, line: range.line) { _, _ in result }, .bool)
    }

    /// Whether a program's type conforms to `ExpressibleByNilLiteral`, so `nil` is one of its values.
    private func takesNilLiteral(_ type: SwiftType) -> Bool {
        guard case .nominal(let decl, _) = type, !decl.isBuiltin, let proto = builtinProtocol("ExpressibleByNilLiteral") else { return false }
        return environment.conformances.conforms(decl, to: proto)
    }
}
