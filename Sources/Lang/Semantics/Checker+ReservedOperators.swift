/// The operators swiftc keeps for itself (`x!`, `x?`, `&x`, `a = b`): no program may declare one
/// with `operator` or implement one with an operator function.
extension Checker {
    /// Whether `spelling` with `fixity` is one of swiftc's reserved operators.
    static func isReservedOperator(_ spelling: String, _ fixity: OperatorDecl.Fixity) -> Bool {
        switch fixity {
        case .prefix: spelling == "&"
        case .postfix: spelling == "!" || spelling == "?"
        case .infix: spelling == "="
        }
    }

    /// Reports an `operator` declaration swiftc refuses, in its words and order: a postfix name
    /// starting with `!` or `?` (at the name), then a reserved operator (at `operator`).
    func rejectReservedOperator(_ declaration: OperatorDecl, declaredBy decl: Decl) {
        let spelling = declaration.name.name
        if declaration.fixity == .postfix, spelling.hasPrefix("!") || spelling.hasPrefix("?") {
            error("postfix operator names starting with '?' or '!' are disallowed to avoid collisions with built-in unwrapping operators",
                  declaration.name.range)
        }
        if Checker.isReservedOperator(spelling, declaration.fixity) {
            let keyword = keywordRange("operator", in: decl.range) ?? declaration.name.range
            error("cannot declare a custom '\(declaration.fixity.rawValue)' '\(spelling)' operator", keyword)
        }
    }
}
