/// A member's base that calls overloads differing only in their results (`func make() -> A`
/// beside `func make() -> B`): swiftc keeps the solution whose result has the member, so
/// `make().name` calls the one whose type has `name`, and two that have it are "ambiguous use of
/// 'make()'", and none having it is its "reference to member … cannot be resolved without a
/// contextual type".
extension Checker {
    /// What the member decides about its base's tied overloads.
    enum MemberBaseTie {
        /// The result to type the base with.
        case result(SwiftType)
        /// swiftc's ambiguity, reported here.
        case reported
    }

    /// The tied result whose type takes the member `name` (called with `arguments` when a
    /// method), or the ambiguity when several do or none has the property; nil when the base ties
    /// in no results or no result takes the method (the usual typing then words the error).
    func memberBaseTie(_ base: Expr, name: Identifier, arguments: [Argument]?, expected: SwiftType?,
                       range: SourceRange) -> MemberBaseTie? {
        guard let tie = tiedResults(base) else { return nil }
        let taking = tie.results.filter { result in
            let probe = Checker(probing: self)
            probe.resultUseDepth = 1
            let typed = probe.expression(base, expected: result)
            guard typed.type == result else { return false }
            if let arguments {
                _ = probe.callMethod(typed, basePlace: nil, name: name, arguments: arguments, expected: expected, range: range)
            } else {
                _ = probe.valueMember(typed, name: name, expected: expected, range: range, basePlace: nil)
            }
            return !probe.diagnostics.contains { $0.severity == .error }
        }
        if taking.count == 1 { return .result(taking[0]) }
        // A property none of the results has: swiftc finds no type to look it up in.
        if taking.isEmpty, arguments == nil {
            error("reference to member '\(name.name)' cannot be resolved without a contextual type", name.range)
            return .reported
        }
        guard taking.count > 1 else { return nil }
        var called = tie.name
        if case .functions(let functions)? = lookup(tie.name) { called = ambiguousName(functions) }
        error("ambiguous use of '\(called)'", tie.range)
        return .reported
    }
}
