/// Array literals whose element type no context gives (`let a = [1, 2]`, `print([flag ? n : m])`):
/// the elements' own types must join into one. Where they do not, swiftc can only infer `[Any]`,
/// an error unless the literal is given as an `Any` (`print([1, "a"])`, whose parameter is
/// `Any`). A `? :` element whose results have no type in common gets none from the join: it is
/// an error of its own ("result values in '? :' expression have mismatching types"), unless both
/// results are literals (`flag ? 1 : "a"`), which are then one more heterogeneous element.
extension Checker {
    /// The array literal of `elements` typed by their joined type (`expected`: the context, which
    /// gives no element type: nil or an existential).
    func inferredArrayLiteral(_ elements: [Expr], expected: SwiftType?, range: SourceRange) -> Typed {
        let line = range.line
        // No type wanted: swiftc gives the elements one of their own to find (Checker+FailedOverloads).
        for element in elements { passedAsGenericRanges.insert(element.range) }
        guard !elements.isEmpty else {
            error("empty collection literal requires an explicit type", range)
            return Typed(MakeList(.array, [], line: line), .error)
        }
        let conditionals = elements.map(mismatchedConditional)
        guard let inferred = conditionals.contains(true) ? nil : joinedType(elements) else {
            guard expected?.unwrappingOptionals == .any else {
                error("heterogeneous collection literal could only be inferred to '[Any]'; add explicit type annotation if this is intentional", range)
                return Typed(MakeList(.array, [], line: line), .error)
            }
            let nodes = elements.map { coerce(expression($0, expected: .any), to: .any, at: caret($0), role: .element) }
            return Typed(MakeList(.array, nodes, line: line), .array(.any))
        }
        if inferred == .error, expected == nil, reportUnresolvedImplicitMembers(elements) {
            for element in elements where unresolvedMemberName(of: element) == nil { _ = expression(element, expected: nil) }
            return Typed(MakeList(.array, [], line: line), .error)
        }
        let nodes = elements.map { inferredElement($0, joined: inferred, context: joinedContext($0, inferred), role: .element) }
        return Typed(MakeList(.array, nodes, line: line), conditionals.contains(false) ? .error : .array(inferred))
    }

    /// Reports each element that is an implicit member (`.red`, `.rgb(1, 0, 0)`) of a literal with
    /// no type wanted and none of its own, in swiftc's words at the member's name; whether any was.
    private func reportUnresolvedImplicitMembers(_ elements: [Expr]) -> Bool {
        let names = elements.compactMap(unresolvedMemberName)
        for name in names {
            error("reference to member '\(name.name)' cannot be resolved without a contextual type", name.range)
        }
        return !names.isEmpty
    }

    /// The name of `element` when it is an implicit member or a call of one.
    private func unresolvedMemberName(of element: Expr) -> Identifier? {
        switch unparenthesized(element).kind {
        case .implicitMember(let name, _): return name
        case .call(let call):
            if case .implicitMember(let name, _) = unparenthesized(call.callee).kind { return name }
            return nil
        default: return nil
        }
    }

    /// Whether `value`, passed as an `Any` whose items keep their own types (print's), takes the
    /// `Any` as its context: an array literal, whose elements may then mix types, or a `? :`,
    /// each of whose results is then converted to `Any` on its own (`flag ? n : "a"`, and
    /// `flag ? 1 : 2.5` gives the Int 1, as swiftc's does).
    func isGivenAsAny(_ value: Expr) -> Bool {
        switch unparenthesized(value).kind {
        case .array, .ternary: return true
        default: return false
        }
    }

    /// An element (a dictionary's key or value) of a literal whose elements' types joined into
    /// `joined`, typed in `context`: a `? :` whose results share no type is typed alone, which
    /// reports their mismatch (`[1, flag ? n : "a"]`, `["x": flag ? n : "a"]`).
    func inferredElement(_ element: Expr, joined: SwiftType, context: SwiftType?, role: ConversionRole) -> Expression {
        if mismatchedConditional(element) == false { return expression(element, expected: nil).node }
        return coerce(expression(element, expected: context), to: joined, at: caret(element), role: role)
    }

    /// For a `? :` whose two results each have a type of their own but share none
    /// (`flag ? n : "a"`), whether both results are literals; nil for any other expression.
    func mismatchedConditional(_ value: Expr) -> Bool? {
        guard case .ternary(_, let then, let otherwise) = unparenthesized(value).kind else { return nil }
        let probe = Checker(probing: self)
        guard !hasError(probe.expression(then, expected: nil).type), !hasError(probe.expression(otherwise, expected: nil).type),
              probe.unify(then, otherwise, expected: nil, range: value.range).2 == .error else { return nil }
        return Self.isPlainLiteral(then) && Self.isPlainLiteral(otherwise)
    }

    /// Whether `value` is a number, string or Boolean literal (a negative number too).
    private static func isPlainLiteral(_ value: Expr) -> Bool {
        switch value.kind {
        case .integerLiteral, .floatLiteral, .stringLiteral, .booleanLiteral: return true
        case .paren(let inner), .prefix(_, let inner): return isPlainLiteral(inner)
        default: return false
        }
    }
}
