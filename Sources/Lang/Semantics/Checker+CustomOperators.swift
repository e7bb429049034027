/// Custom operators: declarations (`infix operator **`), the rule that an operator function
/// needs one, and literal operands typed by the
/// operator function that takes them (`2 * v` with `static func * (k: Double, v: V2)`).
extension Checker {
    /// The operators the standard library declares; any other needs an `operator` declaration.
    static let standardOperators: Set<String> = [
        "+", "-", "*", "/", "%", "&", "|", "^", "~", "!", "<<", ">>", "==", "!=", "<", "<=", ">", ">=",
        "&&", "||", "??", "..<", "...", "&+", "&-", "&*", "&<<", "&>>", "===", "!==", "~=",
        "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "&+=", "&-=", "&*=", "&<<=", "&>>=",
        ".==", ".!=", ".<", ".<=", ".>", ".>=", ".&", ".|", ".^", ".!",
    ]

    /// The global name under which a cell's `operator` declaration is kept for later cells (no
    /// Swift name contains a space, so no program can look it up).
    static func operatorKey(_ spelling: String) -> String { "operator " + spelling }

    /// Records the block's `operator` declarations in its scope.
    func declareOperators(_ declarations: [Decl]) {
        for decl in declarations {
            if case .operator(let declaration) = decl.kind {
                scope.names[Checker.operatorKey(declaration.name.name)] = .functions([])
            }
        }
    }

    /// Reports an operator function whose operator nobody declared, in swiftc's words.
    func checkOperatorDeclared(_ name: Identifier) {
        guard let first = name.name.unicodeScalars.first, Lexer.isOperatorCharacter(first) || first == ".",
              !Checker.standardOperators.contains(name.name), lookup(Checker.operatorKey(name.name)) == nil else { return }
        error("operator implementation without matching operator declaration", name.range)
    }

    /// Reports an infix operator used without an `operator` declaration (even when a function
    /// implements it), in swiftc's words.
    func checkInfixOperatorDeclared(_ spelling: String, _ range: SourceRange) {
        guard !Checker.standardOperators.contains(spelling), lookup(Checker.operatorKey(spelling)) == nil else { return }
        error("operator is not a known binary operator", range)
    }

    /// The numeric type a user operator function wants for a literal operand at `index` (0 or 1)
    /// when the other operand is of `other`, a nominal type: `2` in `2 * v` is a `Double` when
    /// only `static func * (k: Double, v: V2)` fits.
    func literalOperandType(_ spelling: String, other: SwiftType, literalAt index: Int) -> SwiftType? {
        guard let decl = other.nominalDecl else { return nil }
        var candidates = environment.members(of: decl).staticMethods[spelling] ?? []
        if case .functions(let globals)? = lookup(spelling) { candidates += globals }
        for function in candidates where function.type.parameters.count == 2 {
            let parameters = function.type.parameters
            let wanted = parameters[index].type
            if wanted.isNumeric, converts(other, to: parameters[1 - index].type) { return wanted }
        }
        return nil
    }
}
