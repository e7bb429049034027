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

    /// The prefix and postfix operators the standard library declares.
    static let standardPrefixOperators: Set<String> = ["+", "-", "!", "~", "..<", "...", ".!"]
    static let standardPostfixOperators: Set<String> = ["..."]

    /// The name under which an operator is kept with its fixity (`prefix operator ~~` and
    /// `postfix operator ~~` are two operators).
    static func operatorKey(_ spelling: String, _ fixity: OperatorDecl.Fixity) -> String {
        "operator \(fixity.rawValue) " + spelling
    }

    /// Records the block's `operator` declarations in its scope.
    func declareOperators(_ declarations: [Decl]) {
        for decl in declarations {
            if case .operator(let declaration) = decl.kind {
                rejectReservedOperator(declaration, declaredBy: decl)
                scope.names[Checker.operatorKey(declaration.name.name)] = .functions([])
                scope.names[Checker.operatorKey(declaration.name.name, declaration.fixity)] = .functions([])
            }
        }
    }

    /// Whether an operator of `spelling` and `fixity` is declared, by the standard library or
    /// the program.
    private func declaresOperator(_ spelling: String, _ fixity: OperatorDecl.Fixity) -> Bool {
        switch fixity {
        case .prefix: if Checker.standardPrefixOperators.contains(spelling) { return true }
        case .postfix: if Checker.standardPostfixOperators.contains(spelling) { return true }
        case .infix: if Checker.standardOperators.contains(spelling) { return true }
        }
        return lookup(Checker.operatorKey(spelling, fixity)) != nil
    }

    /// Reports an operator function (global or static) whose operator nobody declared with its
    /// fixity, or a unary one without the `prefix` or `postfix` its operator needs, in swiftc's
    /// words.
    func checkOperatorDeclared(_ function: FunctionDecl, declaredBy decl: Decl) {
        let name = function.name
        guard let first = name.name.unicodeScalars.first, Lexer.isOperatorCharacter(first) || first == "." else { return }
        if decl.has(.prefix) || decl.has(.postfix) {
            let fixity: OperatorDecl.Fixity = decl.has(.prefix) ? .prefix : .postfix
            if !declaresOperator(name.name, fixity) {
                error("operator implementation without matching operator declaration", name.range)
            }
            if Checker.isReservedOperator(name.name, fixity) {
                // swiftc points at `static` or, without it, at `func`.
                let keyword = keywordRange("static", in: decl.range) ?? keywordRange("func", in: decl.range) ?? name.range
                error("cannot declare a custom '\(fixity.rawValue)' '\(name.name)' operator", keyword)
            }
        } else if function.parameters.count == 1 {
            let (prefix, postfix) = (declaresOperator(name.name, .prefix), declaresOperator(name.name, .postfix))
            // swiftc points at `func` when the one operator tells which modifier is missing.
            let keyword = keywordRange("func", in: decl.range) ?? name.range
            if prefix, !postfix {
                error("prefix unary operator missing 'prefix' modifier", keyword)
            } else if postfix, !prefix {
                error("postfix unary operator missing 'postfix' modifier", keyword)
            } else {
                error("unary operator implementation must have a 'prefix' or 'postfix' modifier", name.range)
            }
        } else if !declaresOperator(name.name, .infix) {
            error("operator implementation without matching operator declaration", name.range)
        }
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
