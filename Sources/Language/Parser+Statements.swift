extension Parser {
    /// Parses one statement; nil for an empty one (a lone `;`).
    mutating func parseStatement() throws(LanguageError) -> Stmt? {
        let start = current
        let modifiers = try parseModifiers()
        if match(";") { return nil }
        switch current.kind {
        case .keyword("let"), .keyword("var"):
            return Stmt(.variable(try parseVariable()), range(from: start))
        case .keyword("func"):
            return Stmt(.function(try parseFunction(modifiers: modifiers)), range(from: start))
        case .keyword("struct"), .keyword("class"):
            return Stmt(.structure(try parseStruct()), range(from: start))
        case .keyword("extension"):
            return Stmt(.extensionBlock(try parseExtension()), range(from: start))
        case .keyword("if"):
            return try parseIf()
        case .keyword("guard"):
            advance()
            let conditions = try parseConditions()
            guard matchKeyword("else") else { throw error("expected 'else' after guard condition, found \(current.display)") }
            let body = try parseBlock("guard body")
            return Stmt(.guardStatement(conditions, otherwise: body), range(from: start))
        case .keyword("for"):
            return try parseFor()
        case .keyword("while"):
            advance()
            let conditions = try parseConditions()
            let body = try parseBlock("loop body")
            return Stmt(.whileLoop(conditions, body), range(from: start))
        case .keyword("repeat"):
            advance()
            let body = try parseBlock("loop body")
            guard matchKeyword("while") else { throw error("expected 'while' after repeat body, found \(current.display)") }
            let condition = try withoutTrailingClosures { p throws(LanguageError) in try p.parseExpression() }
            return Stmt(.repeatWhile(body, condition), range(from: start))
        case .keyword("break"):
            advance()
            return Stmt(.breakStatement, range(from: start))
        case .keyword("continue"):
            advance()
            return Stmt(.continueStatement, range(from: start))
        case .keyword("return"):
            advance()
            if atEnd || check("}") || check(";") || current.isAtLineStart {
                return Stmt(.returnStatement(nil), range(from: start))
            }
            return Stmt(.returnStatement(try parseExpression()), range(from: start))
        case .keyword("do"):
            advance()
            let body = try parseBlock("do block")
            return Stmt(.block(body), range(from: start))
        case .keyword("import"):
            advance()
            _ = try expectIdentifier("module name")
            while match(".") { _ = try expectIdentifier("module name") }
            return Stmt(.ignored, range(from: start))
        case .directive("Preview"):
            advance()
            if check("(") {
                let open = current
                advance()
                _ = try parseArguments(closing: ")", opening: open)
            }
            let body = try parseBlock("preview")
            return Stmt(.preview(body), range(from: start))
        case .keyword("protocol"), .keyword("enum"):
            throw error("\(current.display) declarations are not part of the shape language")
        default:
            if modifiers.contains("static") {
                throw error("'static' applies to members of a struct")
            }
            return Stmt(.expression(try parseExpression()), range(from: start))
        }
    }

    /// Skips access words and attributes; returns the words seen (only `static`, `mutating`
    /// and `@ViewBuilder` matter).
    mutating func parseModifiers() throws(LanguageError) -> [String] {
        var seen: [String] = []
        while true {
            switch current.kind {
            case .identifier(let word) where ignoredModifiers.contains(word):
                // `private(set)`
                advance()
                if check("("), peek(1).identifier == "set" { advance(); advance(); try expect(")", "after 'set'") }
                seen.append(word)
            case .keyword("static"):
                advance()
                seen.append("static")
            case .attribute(let name):
                advance()
                seen.append("@" + name)
                if check("(") && !current.hasSpaceBefore {
                    let open = current
                    advance()
                    try skipBalanced(closing: ")", opening: open)
                }
            default:
                return seen
            }
        }
    }

    /// Skips tokens up to the bracket that closes `opening` (already consumed).
    mutating func skipBalanced(closing: String, opening: Token) throws(LanguageError) {
        var depth = 1
        while !atEnd {
            if check("(") || check("[") || check("{") { depth += 1 }
            if check(")") || check("]") || check("}") {
                depth -= 1
                if depth == 0 { advance(); return }
            }
            advance()
        }
        throw unclosedError("expected '\(closing)' to close '\(opening.display.dropFirst().dropLast())' opened at \(opening.start)")
    }

    /// `{ statements }`.
    mutating func parseBlock(_ what: String) throws(LanguageError) -> [Stmt] {
        let open = current
        guard match("{") else { throw error("expected '{' to begin \(what), found \(current.display)") }
        return try nested { p throws(LanguageError) in
            let saved = p.allowsTrailingClosure
            p.allowsTrailingClosure = true
            defer { p.allowsTrailingClosure = saved }
            return try p.parseStatements(closedBy: open)
        }
    }

    /// Statements up to the `}` matching `open`.
    mutating func parseStatements(closedBy open: Token) throws(LanguageError) -> [Stmt] {
        var statements: [Stmt] = []
        while !check("}") {
            if atEnd { throw unclosedError("expected '}' to close '{' opened at \(open.start)") }
            if let statement = try parseStatement() { statements.append(statement) }
            try expectStatementEnd()
        }
        advance()
        return statements
    }

    mutating func withoutTrailingClosures<T>(_ body: (inout Parser) throws(LanguageError) -> T) throws(LanguageError) -> T {
        let saved = allowsTrailingClosure
        allowsTrailingClosure = false
        defer { allowsTrailingClosure = saved }
        return try body(&self)
    }

    /// A comma-separated condition list: expressions and `let x = value` bindings.
    mutating func parseConditions() throws(LanguageError) -> [Condition] {
        try withoutTrailingClosures { p throws(LanguageError) in
            var conditions: [Condition] = []
            repeat {
                if p.checkKeyword("let") || p.checkKeyword("var") {
                    p.advance()
                    let name = try p.expectIdentifier("a name to bind")
                    if p.match(":") { _ = try p.parseType() }
                    if p.match("=") {
                        conditions.append(.optionalBinding(name, try p.parseExpression()))
                    } else {
                        let token = p.previous
                        conditions.append(.optionalBinding(name, Expr(.identifier(name), token.range)))
                    }
                } else {
                    conditions.append(.expression(try p.parseExpression()))
                }
            } while p.match(",")
            return conditions
        }
    }

    mutating func parseIf() throws(LanguageError) -> Stmt {
        let start = current
        advance()
        let conditions = try parseConditions()
        let body = try parseBlock("if body")
        var otherwise: [Stmt]?
        if matchKeyword("else") {
            if checkKeyword("if") {
                let nestedIf = try nested { p throws(LanguageError) in try p.parseIf() }
                otherwise = [nestedIf]
            } else {
                otherwise = try parseBlock("else body")
            }
        }
        return Stmt(.ifStatement(conditions, then: body, otherwise: otherwise), range(from: start))
    }

    mutating func parseFor() throws(LanguageError) -> Stmt {
        let start = current
        advance()
        _ = matchKeyword("case")
        if checkKeyword("let") || checkKeyword("var") { advance() }
        let pattern = try parsePattern()
        guard matchKeyword("in") else { throw error("expected 'in' after for-loop pattern, found \(current.display)") }
        let sequence = try withoutTrailingClosures { p throws(LanguageError) in try p.parseExpression() }
        var filter: Expr?
        if matchKeyword("where") {
            filter = try withoutTrailingClosures { p throws(LanguageError) in try p.parseExpression() }
        }
        let body = try parseBlock("loop body")
        return Stmt(.forIn(pattern, sequence, filter: filter, body: body), range(from: start))
    }

    /// `name`, `_` or `(a, (b, _))`.
    mutating func parsePattern() throws(LanguageError) -> Pattern {
        if case .identifier("_") = current.kind {
            advance()
            return .wildcard
        }
        if check("(") {
            let open = current
            advance()
            var parts: [Pattern] = []
            if !check(")") {
                repeat {
                    if checkKeyword("let") || checkKeyword("var") { advance() }
                    parts.append(try nested { p throws(LanguageError) in try p.parsePattern() })
                } while match(",")
            }
            try expectClosing(")", opening: open)
            return .tuple(parts)
        }
        return .name(try expectIdentifier("a name or '_'"))
    }
}
