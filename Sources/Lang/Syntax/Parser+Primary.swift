extension Parser {
    /// A literal, name, implicit member, parenthesised or tuple expression, collection literal,
    /// closure, key path, `#` expression, or `if`/`switch` expression.
    mutating func parsePrimaryExpression() -> Expr {
        let start = current.start
        let token = current
        func leaf(_ kind: ExprKind) -> Expr {
            advance()
            return Expr(id: makeID(), range: token.range, kind: kind)
        }
        switch token.kind {
        case .integerLiteral:
            return leaf(.integerLiteral(token.text))
        case .floatLiteral:
            return leaf(.floatLiteral(token.text))
        case .stringLiteral:
            let tokenIndex = index
            advance()
            if token.isMalformed { suppressesErrors = true }
            let literal = parseStringLiteral(at: tokenIndex)
            return Expr(id: makeID(), range: token.range, kind: .stringLiteral(literal))
        case .keyword(.true):
            return leaf(.booleanLiteral(true))
        case .keyword(.false):
            return leaf(.booleanLiteral(false))
        case .keyword(.nil):
            return leaf(.nilLiteral)
        case .keyword(._):
            return leaf(.discard)
        case .keyword(.super):
            return leaf(.superRef)
        case .identifier, .keyword(.selfKeyword), .keyword(.selfType):
            advance()
            noteAnonymousParameter(token.text)
            var name = Identifier(token.text, range: token.range)
            if token.kind == .identifier, let labels = parseCompoundNameLabels() {
                name.argumentLabels = labels
                name.range = range(from: start)
            }
            let arguments = parseGenericArgumentsIfExpression()
            return Expr(id: makeID(), range: range(from: start), kind: .identifier(name, genericArguments: arguments))
        case .keyword(.initKeyword):
            // `init` alone names an initialiser only after `.`; as a primary it is an error.
            errorExpected("expected expression")
            return leaf(.error)
        case .period:
            advance()
            let nameToken = current
            guard isNameToken(nameToken) || nameToken.isKeyword(.initKeyword) || nameToken.isKeyword(.selfKeyword) else {
                errorExpected("expected identifier after '.' expression")
                return Expr(id: makeID(), range: range(from: start), kind: .error)
            }
            advance()
            let arguments = parseGenericArgumentsIfExpression()
            return Expr(id: makeID(), range: range(from: start),
                        kind: .implicitMember(Identifier(nameToken.text, range: nameToken.range),
                                              genericArguments: arguments))
        case .leftParen:
            return parseParenthesized()
        case .leftBracket:
            if let type = parseTypeExpressionInBrackets() { return type }
            return parseCollectionLiteral()
        case .leftBrace:
            return parseClosure()
        case .backslash:
            return parseKeyPath()
        case .pound:
            return parsePoundExpression()
        case .keyword(.if):
            let placed = standsAsWholeValue
            let stmt = parseIf()
            requireWholeValue("if", placed: placed, at: start)
            guard case .if(let ifStmt) = stmt.kind else { return Expr(id: makeID(), range: stmt.range, kind: .error) }
            return Expr(id: makeID(), range: stmt.range, kind: .ifExpression(ifStmt))
        case .keyword(.switch):
            let placed = standsAsWholeValue
            let stmt = parseSwitch()
            requireWholeValue("switch", placed: placed, at: start)
            guard case .switch(let switchStmt) = stmt.kind else {
                return Expr(id: makeID(), range: stmt.range, kind: .error)
            }
            return Expr(id: makeID(), range: stmt.range, kind: .switchExpression(switchStmt))
        default:
            errorExpected("expected expression")
            return makeErrorExpr()
        }
    }

    /// `(x)`, `(a, b)`, `(x: 1, y: 2)`, `()`.
    private mutating func parseParenthesized() -> Expr {
        let start = current.start
        let elements = parseArgumentList(closing: .rightParen, closingText: ")")
        if elements.count == 1, let only = elements.first, only.label == nil {
            return Expr(id: makeID(), range: range(from: start), kind: .paren(only.value))
        }
        return Expr(id: makeID(), range: range(from: start), kind: .tuple(elements))
    }

    /// `[Int](…)`, `[String: Int]()`, `[Int].self`: a type in brackets used as an expression,
    /// recognised only when a call, `.init` or `.self` follows, so `[a].map` stays an array.
    private mutating func parseTypeExpressionInBrackets() -> Expr? {
        let point = checkpoint()
        let diagnosticCount = diagnostics.count
        let type = parseType()
        let next = current
        let follows = next.kind == .leftParen && next.isLeftBound
            || next.kind == .period && (peek().isKeyword(.initKeyword) || peek().isKeyword(.selfKeyword))
        if diagnostics.count == diagnosticCount, follows, isSugaredCollection(type) {
            return Expr(id: makeID(), range: type.range, kind: .type(type))
        }
        restore(point)
        return nil
    }

    private func isSugaredCollection(_ type: TypeExpr) -> Bool {
        switch type.kind {
        case .array, .dictionary: true
        default: false
        }
    }

    /// `[a, b]`, `[k: v]`, `[:]`, `[]`, trailing commas allowed.
    private mutating func parseCollectionLiteral() -> Expr {
        let start = current.start
        let open = advance()
        let saved = forbidsTrailingClosure
        forbidsTrailingClosure = false
        defer { forbidsTrailingClosure = saved }
        if current.kind == .colon, peek().kind == .rightBracket {
            advance()
            advance()
            return Expr(id: makeID(), range: range(from: start), kind: .dictionary([]))
        }
        let diagnosticCount = diagnostics.count
        var elements: [Expr] = []
        var pairs: [DictionaryElement] = []
        var isDictionary = false
        while !atEnd, current.kind != .rightBracket {
            let elementStart = index
            let key = parseExpression()
            guard index != elementStart else { break }
            if elements.isEmpty, pairs.isEmpty, current.kind == .colon { isDictionary = true }
            if isDictionary {
                if consume(.colon) == nil {
                    errorExpected("expected ':' in dictionary literal")
                }
                pairs.append(DictionaryElement(key: key, value: parseExpression()))
            } else {
                elements.append(key)
            }
            if current.kind == .rightBracket { break }
            if consume(.comma) == nil {
                if current.kind == .colon, !isDictionary {
                    errorExpected("expected ',' separator")
                    break
                }
                if current.isAtLineStart || !startsExpression(current) { break }
                errorExpected("expected ',' separator")
            }
        }
        if consume(.rightBracket) == nil, diagnostics.count == diagnosticCount {
            // swiftc puts this one after the last element even at the end of the cell.
            error("expected ']' in container literal expression", at: current.isAtLineStart ? lastEnd : current.start,
                      notes: [Diagnostic.Note(message: "to match this opening '['", range: open.range)])
        }
        return Expr(id: makeID(), range: range(from: start),
                    kind: isDictionary ? .dictionary(pairs) : .array(elements))
    }

    /// `#file`, `#line`, `#colorLiteral(red: 1, …)`, `#name<T>(…) { … }`.
    private mutating func parsePoundExpression() -> Expr {
        let start = current.start
        let token = advance()
        let magic = ["file", "fileID", "filePath", "line", "column", "function", "dsohandle"]
        if magic.contains(token.text) {
            return Expr(id: makeID(), range: token.range, kind: .magicIdentifier(token.text))
        }
        let expansion = parseMacroExpansionTail(name: Identifier(token.text, range: token.range))
        return Expr(id: makeID(), range: range(from: start), kind: .macroExpansion(expansion))
    }

    /// What follows `#name`: generic arguments, arguments, trailing closures.
    mutating func parseMacroExpansionTail(name: Identifier) -> MacroExpansion {
        let generics = parseGenericArgumentsIfExpression()
        var arguments: [Argument] = []
        if current.kind == .leftParen, !current.isAtLineStart {
            arguments = parseArgumentList(closing: .rightParen, closingText: ")")
        }
        let trailing = parseTrailingClosures()
        return MacroExpansion(name: name, genericArguments: generics, arguments: arguments,
                              trailingClosures: trailing)
    }

    /// Whether the `(` at the cursor opens a tuple type that a key path's member follows
    /// (`\(Int, Int).0`): parsed on a copy of the parser, so nothing it reports is kept.
    private func parenthesizedTypeFollows() -> Bool {
        var probe = self
        probe.suppressesErrors = false
        let before = probe.diagnostics.count
        let type = probe.parseType()
        if case .error = type.kind { return false }
        return !probe.abandoned && probe.diagnostics.count == before && probe.current.kind == .period
    }

    /// `\Root.path`, `\.path?.more[0]`.
    private mutating func parseKeyPath() -> Expr {
        let start = current.start
        advance()
        var root: TypeExpr?
        if current.kind == .identifier || current.isKeyword(.selfType) {
            let token = advance()
            let arguments = current.kind == .operator && current.text.hasPrefix("<") && current.isLeftBound
                ? parseGenericArguments() : []
            root = TypeExpr(id: makeID(), range: range(from: token.range.start),
                            kind: .named([TypeComponent(name: Identifier(token.text, range: token.range),
                                                        genericArguments: arguments)]))
        } else if current.kind == .leftParen, current.isLeftBound, !parenthesizedTypeFollows() {
            // `\(x)` outside a string: swiftc's one error, and the parentheses skipped without
            // recursing, so a 100,000-deep `"\(\(\(…)))"` costs one linear pass.
            error("string interpolation can only appear inside a string literal", at: peek().start)
            _ = skipBalancedParentheses()
            return Expr(id: makeID(), range: range(from: start), kind: .error)
        } else if current.kind == .leftBracket || current.kind == .leftParen {
            parsesKeyPathRoot = true
            root = parseType()
            parsesKeyPathRoot = false
        }
        var components: [KeyPathExpr.Component] = []
        while !abandoned {
            let token = current
            if token.kind == .period, !token.isAtLineStart || components.isEmpty {
                advance()
                if consumeKeyword(.selfKeyword) != nil {
                    components.append(.identity(lastTokenRange))
                } else if isNameToken(current) || current.kind == .integerLiteral {
                    let name = advance()
                    components.append(.property(Identifier(name.text, range: name.range)))
                } else {
                    errorExpected("expected member name following '.'")
                    break
                }
            } else if token.kind == .operator, token.isLeftBound, token.text.hasPrefix("?") || token.text.hasPrefix("!") {
                let isOptional = token.text.hasPrefix("?")
                consumeFirstCharacter()
                let r = SourceRange(start: token.range.start, end: lastEnd)
                components.append(isOptional ? .optionalChain(r) : .forceUnwrap(r))
            } else if token.kind == .leftBracket, token.isLeftBound {
                let subscriptStart = token.range.start
                let arguments = parseArgumentList(closing: .rightBracket, closingText: "]")
                components.append(.subscript(arguments, range(from: subscriptStart)))
            } else {
                break
            }
        }
        if components.isEmpty, root == nil {
            errorExpected("expected expression path in Swift key path")
        }
        return Expr(id: makeID(), range: range(from: start), kind: .keyPath(KeyPathExpr(root: root, components: components)))
    }

    /// Whether an expression starting here is a whole value Swift lets an `if`/`switch`
    /// expression be: after `=`, `return` or `throw` (SE-0380).
    private var standsAsWholeValue: Bool {
        guard index > 0 else { return false }
        let previous = tokens[index - 1]
        return previous.isOperator("=") || previous.isKeyword(.return) || previous.isKeyword(.throw)
    }

    /// swiftc's error for an `if`/`switch` expression that is not a whole value: an argument,
    /// an operand (`1 + if …`, `if … else { 2 } + 1`) or in parentheses.
    private mutating func requireWholeValue(_ keyword: String, placed: Bool, at start: SourceLocation) {
        let operand = current.kind == .operator && !current.isAtLineStart
        guard !placed || operand, !abandoned, !suppressesErrors else { return }
        placementErrors.append(Diagnostic(message: "'\(keyword)' may only be used as expression in return, throw, or as the source of an assignment",
                                          range: SourceRange(at: start)))
    }
}
