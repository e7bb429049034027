extension Parser {
    /// What ends a statement list besides `}`, `#elseif`/`#else`/`#endif` and the end of the cell.
    struct ListEnd: OptionSet {
        let rawValue: Int
        /// `case`, `default`, `@unknown` (a switch case's body).
        static let switchCase = ListEnd(rawValue: 1)
    }

    /// The cell's statements; a stray `}` is reported and skipped.
    mutating func parseTopLevel() -> [Stmt] {
        var statements: [Stmt] = []
        while !atEnd {
            statements += parseStatementList(ends: [])
            if current.kind == .rightBrace {
                error("extraneous '}' at top level", at: current.start)
                advance()
            } else if isDirectiveEnd {
                error("unexpected '#\(current.text)' without '#if'", at: current.start)
                advance()
            }
        }
        return statements
    }

    /// Whether the current token is `#elseif`, `#else` or `#endif`.
    var isDirectiveEnd: Bool {
        current.kind == .pound && ["elseif", "else", "endif"].contains(current.text)
    }

    private func isListEnd(_ ends: ListEnd) -> Bool {
        if atEnd || current.kind == .rightBrace { return true }
        if isDirectiveEnd { return true }
        if ends.contains(.switchCase) {
            if current.isKeyword(.case) || current.isKeyword(.default) { return true }
            if current.kind == .at, peek().isIdentifier("unknown") { return true }
        }
        return false
    }

    /// Statements up to a `}` or another end (not consumed), with recovery at statement boundaries.
    mutating func parseStatementList(ends: ListEnd) -> [Stmt] {
        var statements: [Stmt] = []
        while !abandoned, !isListEnd(ends) {
            if consume(.semicolon) != nil { continue }
            suppressesErrors = false
            let before = diagnostics.count
            let startIndex = index
            statements.append(parseStatement())
            let failed = diagnostics.count > before
            if index == startIndex {
                // Nothing consumed (a stray `)` or `]`): report once and move on.
                if !failed { error("expected expression", at: current.start) }
                advance()
            }
            if failed {
                skipToStatementBoundary()
            } else if !isListEnd(ends), current.kind != .semicolon, !current.isAtLineStart, !current.isMalformed {
                error("consecutive statements on a line must be separated by ';'", at: lastEnd)
            }
        }
        return statements
    }

    /// After an error: skips to the next line, `;` or closing `}`, stepping over nested brackets.
    mutating func skipToStatementBoundary() {
        var depth = 0
        while !atEnd {
            let token = current
            if depth == 0, token.isAtLineStart || token.kind == .semicolon || token.kind == .rightBrace {
                return
            }
            switch token.kind {
            case .leftBrace, .leftParen, .leftBracket: depth += 1
            case .rightBrace, .rightParen, .rightBracket: depth = Swift.max(0, depth - 1)
            default: break
            }
            advance()
        }
    }

    /// One statement: a declaration, a control-flow statement, `#if`, or an expression.
    mutating func parseStatement() -> Stmt {
        descend({ $0.makeErrorStmt() }) { p in
            p.parseStatementBody()
        }
    }

    private mutating func parseStatementBody() -> Stmt {
        let start = current.start
        let token = current
        if isNameToken(token), token.kind == .identifier, peek().kind == .colon, isLabelable(peek(2)) {
            advance()
            advance()
            let inner = parseStatement()
            return Stmt(id: makeID(), range: range(from: start),
                        kind: .labeled(Identifier(token.text, range: token.range), inner))
        }
        switch token.kind {
        case .keyword(.if): return parseIf()
        case .keyword(.guard): return parseGuard()
        case .keyword(.while): return parseWhile()
        // `repeat print(each values)` expands a parameter pack; `repeat { … } while` is a loop.
        case .keyword(.repeat) where peek().kind == .leftBrace: return parseRepeat()
        case .keyword(.for): return parseFor()
        case .keyword(.switch): return parseSwitch()
        case .keyword(.do): return parseDo()
        case .keyword(.return):
            advance()
            var value: Expr?
            // `return if c { 1 } else { 2 }`: an `if` or `switch` on the same line is the value.
            let isValueExpression = (current.isKeyword(.if) || current.isKeyword(.switch)) && !current.isAtLineStart
            if !isListEnd([.switchCase]), current.kind != .semicolon,
               isValueExpression || !isStatementStart && !isDeclarationStart {
                value = parseExpression()
            }
            return Stmt(id: makeID(), range: range(from: start), kind: .return(value))
        case .keyword(.throw):
            advance()
            let value = parseExpression()
            return Stmt(id: makeID(), range: range(from: start), kind: .throw(value))
        case .keyword(.break), .keyword(.continue):
            advance()
            var label: Identifier?
            if current.kind == .identifier, !current.isAtLineStart {
                label = Identifier(advance().text, range: lastTokenRange)
            }
            let kind: StmtKind = token.isKeyword(.break) ? .break(label) : .continue(label)
            return Stmt(id: makeID(), range: range(from: start), kind: kind)
        case .keyword(.fallthrough):
            advance()
            return Stmt(id: makeID(), range: range(from: start), kind: .fallthrough)
        case .keyword(.defer):
            advance()
            let body = parseCodeBlock(after: "'defer'")
            return Stmt(id: makeID(), range: range(from: start), kind: .defer(body))
        case .keyword(.case), .keyword(.default):
            error("'\(token.text)' label can only appear inside a 'switch' statement", at: token.start)
            advance()
            return Stmt(id: makeID(), range: range(from: start), kind: .error)
        case .pound where token.text == "if":
            let config = parseIfConfig { p in p.parseStatementList(ends: []) }
            return Stmt(id: makeID(), range: range(from: start), kind: .ifConfig(config))
        default:
            if isDeclarationStart {
                let decl = parseDeclaration()
                return Stmt(id: makeID(), range: decl.range, kind: .declaration(decl))
            }
            let expr = parseExpression()
            return Stmt(id: makeID(), range: expr.range, kind: .expression(expr))
        }
    }

    private func isLabelable(_ token: Token) -> Bool {
        [.for, .while, .repeat, .if, .switch, .do].contains { token.isKeyword($0) }
    }

    /// Whether the current token begins a control-flow statement.
    var isStatementStart: Bool {
        [.if, .guard, .while, .repeat, .for, .switch, .do, .return, .throw, .break, .continue,
         .fallthrough, .defer].contains { current.isKeyword($0) }
    }

    /// `{ statements }` where a block is required; `context` names the construct for the error.
    mutating func parseCodeBlock(after context: String, message: String? = nil) -> CodeBlock {
        let start = current.start
        guard current.kind == .leftBrace else {
            errorExpected(message ?? "expected '{' after \(context)")
            return CodeBlock(id: makeID(), range: SourceRange(at: expectedLocation), statements: [])
        }
        let open = advance()
        let saved = forbidsTrailingClosure
        forbidsTrailingClosure = false
        defer { forbidsTrailingClosure = saved }
        let statements = parseStatementList(ends: [])
        if consume(.rightBrace) == nil {
            errorExpected("expected '}' at end of brace statement",
                          notes: [Diagnostic.Note(message: "to match this opening '{'", range: open.range)])
        }
        return CodeBlock(id: makeID(), range: range(from: start), statements: statements)
    }
}
