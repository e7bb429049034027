/// `c.formIndex(after: &i)` and `formIndex(before:)`: Collection's and BidirectionalCollection's
/// in-place steps, read as `i = c.index(after: i)`, so every collection (an array, a String, a
/// generic parameter's value, `self` in a collection extension) has them where it has
/// `index(after:)` and `index(before:)`.
extension Checker {
    /// `call` lowered as the assignment it stands for, when it is a `formIndex` step of a variable
    /// or a stored member (evaluated twice, so only plain places); nil for any other call.
    func formIndexStep(_ call: CallExpr, expected: SwiftType?, range: SourceRange) -> Typed? {
        let arguments = call.arguments + call.trailingClosures
        guard arguments.count == 1, let label = arguments[0].label, label.name == "after" || label.name == "before",
              case .inOut(let place) = arguments[0].value.kind, isPlainPlace(place) else { return nil }
        let receiver: Expr
        switch call.callee.kind {
        case .member(let base, let name, let generics) where name.name == "formIndex" && generics.isEmpty:
            receiver = base
        case .identifier(let name, let generics) where name.name == "formIndex" && generics.isEmpty:
            // Unqualified inside a collection extension: `self`'s, when no function of that name is in scope.
            guard lookup("formIndex") == nil, currentType != nil, isInsideInstanceMember else { return nil }
            receiver = Expr(id: call.callee.id, range: call.callee.range,
                            kind: .identifier(Identifier("self", range: name.range), genericArguments: []))
        default:
            return nil
        }
        if case .variable(let variable)? = lookup(rootName(place)), variable.isLet {
            // swiftc refuses the `&` argument itself, not an assignment.
            let name = rootName(place)
            error("cannot pass immutable value as inout argument: '\(name)' is a 'let' constant", arguments[0].value.range)
            return Typed(Constant(.void, line: range.line), .error)
        }
        let method = Expr(id: call.callee.id, range: call.callee.range,
                          kind: .member(base: receiver, name: Identifier("index", range: call.callee.range), genericArguments: []))
        let step = Expr(id: call.callee.id, range: range,
                        kind: .call(CallExpr(callee: method, arguments: [Argument(label: label, value: place, range: arguments[0].range)],
                                             trailingClosures: [])))
        return expression(Expr(id: call.callee.id, range: range,
                               kind: .binary(BinaryExpr(op: .assign, operatorRange: range, lhs: place, rhs: step))),
                          expected: expected)
    }

    /// The variable a plain place starts from (`w` in `w.at`).
    private func rootName(_ expression: Expr) -> String {
        switch expression.kind {
        case .identifier(let name, _): return name.name
        case .member(let base, _, _): return rootName(base)
        default: return ""
        }
    }

    /// Whether `expression` is a variable or a chain of member names on one.
    private func isPlainPlace(_ expression: Expr) -> Bool {
        switch expression.kind {
        case .identifier: return true
        case .member(let base, _, _): return isPlainPlace(base)
        default: return false
        }
    }
}
