extension Parser {
    /// `if conditions { … } else if … else { … }`.
    mutating func parseIf() -> Stmt {
        let start = current.start
        advance()
        let conditions = parseConditions(context: "'if'", keyword: start)
        let body = parseCodeBlock(after: "'if' condition")
        var elseBranch: ElseBranch?
        if consumeKeyword(.else) != nil {
            if current.isKeyword(.if) {
                elseBranch = .elseIf(descend({ $0.makeErrorStmt() }) {
                    p in p.parseIf()
                })
            } else {
                elseBranch = .block(parseCodeBlock(after: "'else'"))
            }
        }
        let statement = IfStmt(conditions: conditions, body: body, elseBranch: elseBranch)
        return Stmt(id: makeID(), range: range(from: start), kind: .if(statement))
    }

    mutating func parseGuard() -> Stmt {
        let start = current.start
        advance()
        let conditions = parseConditions(context: "'guard'", keyword: start)
        if consumeKeyword(.else) == nil {
            errorExpected("expected 'else' after 'guard' condition")
        }
        let body = parseCodeBlock(after: "'guard' else")
        return Stmt(id: makeID(), range: range(from: start),
                    kind: .guard(GuardStmt(conditions: conditions, body: body)))
    }

    mutating func parseWhile() -> Stmt {
        let start = current.start
        advance()
        let conditions = parseConditions(context: "'while'", keyword: start)
        let body = parseCodeBlock(after: "'while' condition")
        return Stmt(id: makeID(), range: range(from: start),
                    kind: .while(WhileStmt(conditions: conditions, body: body)))
    }

    mutating func parseRepeat() -> Stmt {
        let start = current.start
        advance()
        let body = parseCodeBlock(after: "'repeat'")
        let condition: Expr
        if consumeKeyword(.while) != nil {
            condition = parseExpression()
        } else {
            // swiftc points at the body's closing brace.
            error("expected 'while' after body of 'repeat' statement", at: current.isAtLineStart ? lastTokenRange.start : current.start)
            condition = makeErrorExpr()
        }
        return Stmt(id: makeID(), range: range(from: start),
                    kind: .repeat(RepeatWhileStmt(body: body, condition: condition)))
    }

    /// `for [try] [await] [case] pattern[: Type] in sequence [where condition] { … }`.
    mutating func parseFor() -> Stmt {
        let start = current.start
        advance()
        var isAsync = false
        if consumeKeyword(.try) != nil { isAsync = true }
        if consumeIdentifier("await") != nil { isAsync = true }
        let isCase = consumeKeyword(.case) != nil
        var pattern = parsePattern(binding: !isCase)
        // `for value: Double in …`: the elements' type written after the pattern.
        if !isCase, current.kind == .colon {
            advance()
            let type = parseType()
            pattern = Pattern(id: makeID(), range: range(from: pattern.range.start), kind: .typed(pattern, type))
        }
        let saved = forbidsTrailingClosure
        forbidsTrailingClosure = true
        var sequence: Expr
        if consumeKeyword(.in) != nil {
            sequence = parseExpression()
        } else {
            errorExpected("expected 'in' after for-each pattern")
            sequence = makeErrorExpr()
        }
        var whereClause: Expr?
        if consumeKeyword(.where) != nil {
            whereClause = parseExpression()
        }
        forbidsTrailingClosure = saved
        let body = parseCodeBlock(after: "'for-in' statement", message: "expected '{' to start the body of for-each loop")
        let statement = ForInStmt(isCasePattern: isCase, isAsync: isAsync, pattern: pattern, sequence: sequence,
                                  whereClause: whereClause, body: body)
        return Stmt(id: makeID(), range: range(from: start), kind: .for(statement))
    }

    /// `switch subject { case …: … default: … }`.
    mutating func parseSwitch() -> Stmt {
        let start = current.start
        advance()
        let saved = forbidsTrailingClosure
        forbidsTrailingClosure = true
        let subject = parseExpression()
        forbidsTrailingClosure = saved
        let bodyStart = current.start
        guard current.kind == .leftBrace else {
            errorExpected("expected '{' after 'switch' subject expression")
            let statement = SwitchStmt(subject: subject, cases: [], bodyRange: SourceRange(at: expectedLocation))
            return Stmt(id: makeID(), range: range(from: start), kind: .switch(statement))
        }
        let open = advance()
        var cases: [SwitchCase] = []
        while !abandoned, !atEnd, current.kind != .rightBrace {
            if current.isKeyword(.case) || current.isKeyword(.default) || current.kind == .at {
                cases.append(parseSwitchCase())
            } else if current.kind == .semicolon {
                advance()
            } else {
                error("all statements inside a switch must be covered by a 'case' or 'default'", at: current.start)
                let before = index
                _ = parseStatementList(ends: [.switchCase])
                if index == before { advance() }
            }
        }
        if consume(.rightBrace) == nil {
            errorExpected("expected '}' at end of 'switch' statement",
                          notes: [Diagnostic.Note(message: "to match this opening '{'", range: open.range)])
        } else if cases.isEmpty {
            error("'switch' statement body must have at least one 'case' or 'default' block", at: open.range.start)
        }
        let statement = SwitchStmt(subject: subject, cases: cases, bodyRange: range(from: bodyStart))
        return Stmt(id: makeID(), range: range(from: start), kind: .switch(statement))
    }

    private mutating func parseSwitchCase() -> SwitchCase {
        let start = current.start
        var isUnknown = false
        while current.kind == .at {
            let attribute = parseAttribute()
            if attribute.name.name == "unknown" { isUnknown = true }
        }
        let label: SwitchCase.Label
        let keyword = current
        if consumeKeyword(.default) != nil {
            label = .default
        } else if consumeKeyword(.case) != nil {
            label = .case(parseCaseItems())
        } else {
            errorExpected("expected 'case' or 'default' after '@unknown'")
            label = .default
        }
        if consume(.colon) == nil {
            errorExpected(keyword.isKeyword(.default) ? "expected ':' after 'default'" : "expected ':' after 'case'")
        }
        let body = parseStatementList(ends: [.switchCase])
        if body.isEmpty, !abandoned {
            let what = keyword.isKeyword(.default) ? "default" : "case"
            error("'\(what)' label in a 'switch' must have at least one executable statement", at: keyword.start)
        }
        return SwitchCase(id: makeID(), range: range(from: start), isUnknown: isUnknown, label: label, body: body)
    }

    /// `pattern [where condition], …` of a `case` or `catch`.
    private mutating func parseCaseItems() -> [CaseItem] {
        var items: [CaseItem] = []
        repeat {
            let start = current.start
            let pattern = parsePattern(binding: false)
            var whereClause: Expr?
            if consumeKeyword(.where) != nil {
                whereClause = parseExpression()
            }
            items.append(CaseItem(pattern: pattern, whereClause: whereClause, range: range(from: start)))
        } while !abandoned && consume(.comma) != nil
        return items
    }

    /// `do { … } catch … { … }`.
    mutating func parseDo() -> Stmt {
        let start = current.start
        advance()
        var thrownType: TypeExpr?
        if current.isKeyword(.throws), case .throwing(let written) = parseEffects().throwing { thrownType = written }
        let body = parseCodeBlock(after: "'do'")
        var catches: [CatchClause] = []
        while !abandoned, current.isKeyword(.catch) {
            let catchStart = current.start
            advance()
            let saved = forbidsTrailingClosure
            forbidsTrailingClosure = true
            let items = current.kind == .leftBrace ? [] : parseCaseItems()
            forbidsTrailingClosure = saved
            let block = parseCodeBlock(after: "'catch' pattern")
            catches.append(CatchClause(id: makeID(), range: range(from: catchStart), items: items, body: block))
        }
        return Stmt(id: makeID(), range: range(from: start), kind: .do(DoStmt(body: body, catches: catches, thrownType: thrownType)))
    }

    /// The comma-separated conditions of `if`, `guard`, `while`; a `{` ends them.
    mutating func parseConditions(context: String, keyword: SourceLocation) -> [Condition] {
        let saved = forbidsTrailingClosure
        forbidsTrailingClosure = true
        defer { forbidsTrailingClosure = saved }
        var conditions: [Condition] = []
        if current.kind == .leftBrace {
            error("missing condition in \(context) statement", at: keyword)
            return conditions
        }
        repeat {
            conditions.append(parseCondition())
        } while !abandoned && consume(.comma) != nil
        return conditions
    }

    private mutating func parseCondition() -> Condition {
        let start = current.start
        if current.isKeyword(.let) || current.isKeyword(.var) {
            let introducer: BindingIntroducer = advance().isKeyword(.let) ? .let : .var
            guard isNameToken(current) || current.kind == .leftParen else {
                error("unwrap condition requires a valid identifier", at: current.start)
                return Condition(id: makeID(), range: range(from: start), kind: .expression(makeErrorExpr()))
            }
            let pattern = parsePattern(binding: true)
            var type: TypeExpr?
            if consume(.colon) != nil { type = parseType() }
            var initializer: Expr?
            if consumeOperator("=") != nil { initializer = parseExpression() }
            let binding = OptionalBinding(introducer: introducer, pattern: pattern, type: type, initializer: initializer)
            return Condition(id: makeID(), range: range(from: start), kind: .optionalBinding(binding))
        }
        if consumeKeyword(.case) != nil {
            let pattern = parsePattern(binding: false)
            var value: Expr
            if consumeOperator("=") != nil {
                value = parseExpression()
            } else {
                errorExpected("expected '=' after pattern in conditional")
                value = makeErrorExpr()
            }
            return Condition(id: makeID(), range: range(from: start), kind: .patternMatch(pattern, value))
        }
        if current.isPound("available") || current.isPound("unavailable") {
            let isUnavailable = advance().text == "unavailable"
            let text = current.kind == .leftParen ? skipBalancedParentheses() : ""
            return Condition(id: makeID(), range: range(from: start),
                             kind: .availability(isUnavailable: isUnavailable, text: text))
        }
        let expr = parseExpression()
        return Condition(id: makeID(), range: range(from: start), kind: .expression(expr))
    }

    /// Skips `( … )` with nesting; returns the source text between the outer parentheses.
    mutating func skipBalancedParentheses() -> String {
        let open = advance()
        var depth = 1
        let contentStart = open.range.end.offset
        var contentEnd = contentStart
        while !atEnd {
            let token = advance()
            if token.kind == .leftParen { depth += 1 }
            if token.kind == .rightParen {
                depth -= 1
                if depth == 0 {
                    contentEnd = token.range.start.offset
                    return sourceText(from: contentStart, to: contentEnd)
                }
            }
        }
        errorExpected("expected ')' in expression list",
                      notes: [Diagnostic.Note(message: "to match this opening '('", range: open.range)])
        return sourceText(from: contentStart, to: lastEnd.offset)
    }
}
