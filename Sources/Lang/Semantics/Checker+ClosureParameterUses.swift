/// A closure's untyped parameter typed by how its body uses it, where no context gives its type:
/// swiftc solves `let scale = { max(Int(($0 * Double(m)).rounded()), 0) }` with `$0` a `Double`,
/// the type of the other operand of the arithmetic operator it stands beside, and
/// `let value = { (row, col) in a.columns.map { i in a[row, i] * b[i, col] }.reduce(0, +) }`
/// with `row` and `col` the `Int`s of `Matrix`'s `subscript(row: Int, col: Int)`.
extension Checker {
    /// The type of parameter `index` of `closure` (with a one-expression body) found from its
    /// first use as an operand of an arithmetic operator whose other operand does not use the
    /// closure's parameters and has a number or text type of its own (a literal its default
    /// type), or as an argument of a subscript of a program's type or an array; nil when no such
    /// use is found.
    func bodyInferredParameterType(_ closure: ClosureExpr, index: Int) -> SwiftType? {
        guard closure.body.count == 1, case .expression(let body) = closure.body[0].kind else { return nil }
        let name = closure.parameters.map { index < $0.count ? $0[index].name.name : "" } ?? "$\(index)"
        guard !name.isEmpty, name != "_" else { return nil }
        let parameterNames = Set(closure.parameters?.map(\.name.name) ?? [])
        return firstFound(in: body) { value in
            switch value.kind {
            case .binary(let binary) where Checker.arithmeticOperator(binary.op) != nil:
                if names(binary.lhs, name), let type = partnerType(binary.rhs, parameterNames) { return type }
                if names(binary.rhs, name), let type = partnerType(binary.lhs, parameterNames) { return type }
                return nil
            case .subscript(let subscriptExpression):
                return subscriptArgumentType(subscriptExpression, name: name, parameterNames)
            default:
                return nil
            }
        }
    }

    /// What `visit` finds first in `value` or the expressions inside it (searched through calls,
    /// members, subscripts, operators, parentheses and one-expression closures), or nil.
    private func firstFound(in value: Expr, _ visit: (Expr) -> SwiftType?) -> SwiftType? {
        if let found = visit(value) { return found }
        var parts: [Expr] = []
        switch value.kind {
        case .paren(let inner), .prefix(_, let inner), .forceUnwrap(let inner): parts = [inner]
        case .member(let base, _, _): parts = [base]
        case .call(let call): parts = [call.callee] + call.arguments.map(\.value) + call.trailingClosures.map(\.value)
        case .subscript(let subscriptExpression): parts = [subscriptExpression.base] + subscriptExpression.arguments.map(\.value)
        case .binary(let binary): parts = [binary.lhs, binary.rhs]
        case .closure(let closure):
            if closure.body.count == 1, case .expression(let body) = closure.body[0].kind { parts = [body] }
        default: break
        }
        for part in parts {
            if let found = firstFound(in: part, visit) { return found }
        }
        return nil
    }

    /// Whether `value` is the name `name`, perhaps in parentheses.
    private func names(_ value: Expr, _ name: String) -> Bool {
        if case .identifier(let identifier, _) = unparenthesized(value).kind { return identifier.name == name }
        return false
    }

    /// The type of an operand that names no parameter of the closure: a literal's default type,
    /// or what the operand is without context when that is a number or text type.
    private func partnerType(_ value: Expr, _ parameterNames: Set<String>) -> SwiftType? {
        switch unparenthesized(value).kind {
        case .integerLiteral: return .int
        case .floatLiteral: return .double
        case .stringLiteral: return .string
        default:
            guard !usesParameter(value, parameterNames) else { return nil }
            let type = contextFreeType(of: value)
            return type.isNumeric || type == .string ? type : nil
        }
    }

    /// The parameter type at the position `name` is passed in `base[…]`: an array's `Int`, or
    /// the one type every subscript of that many parameters of a program's type takes there.
    private func subscriptArgumentType(_ subscriptExpression: SubscriptExpr, name: String, _ parameterNames: Set<String>) -> SwiftType? {
        let arguments = subscriptExpression.arguments
        guard let position = arguments.firstIndex(where: { $0.label == nil && names($0.value, name) }),
              !usesParameter(subscriptExpression.base, parameterNames) else { return nil }
        let base = contextFreeType(of: subscriptExpression.base)
        switch base {
        case .array, .arraySlice: return arguments.count == 1 ? .int : nil
        case .nominal(let decl, _) where !decl.isBuiltin:
            let candidates = (declaredSubscripts(of: base) ?? []).map(\.getter.type.parameters)
                .filter { $0.count == arguments.count }.map { $0[position].type }
            guard let first = candidates.first, !containsGeneric(first), candidates.allSatisfy({ $0 == first }) else { return nil }
            return first
        default:
            return nil
        }
    }

    /// Whether `value` may use a parameter of the closure (an anonymous one, or one of
    /// `parameterNames`): any expression whose parts are not followed here counts as one.
    private func usesParameter(_ value: Expr, _ parameterNames: Set<String>) -> Bool {
        switch value.kind {
        case .identifier(let identifier, _): return identifier.name.hasPrefix("$") || parameterNames.contains(identifier.name)
        case .integerLiteral, .floatLiteral, .booleanLiteral: return false
        case .paren(let inner), .prefix(_, let inner), .forceUnwrap(let inner): return usesParameter(inner, parameterNames)
        case .member(let base, _, _): return usesParameter(base, parameterNames)
        case .call(let call):
            return !call.trailingClosures.isEmpty || usesParameter(call.callee, parameterNames)
                || call.arguments.contains { usesParameter($0.value, parameterNames) }
        case .binary(let binary): return usesParameter(binary.lhs, parameterNames) || usesParameter(binary.rhs, parameterNames)
        default: return true
        }
    }
}
