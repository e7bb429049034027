extension Parser {
    /// A pattern. With `binding` (inside `let`/`var`, a declaration or a `for` loop) a bare name
    /// binds; without it a bare name, like any other expression, is matched with `~=`.
    mutating func parsePattern(binding: Bool) -> Pattern {
        descend({ $0.makeErrorPattern() }) { p in
            p.parsePatternBody(binding: binding)
        }
    }

    private mutating func parsePatternBody(binding: Bool) -> Pattern {
        let start = current.start
        var pattern: Pattern
        var isExpression = false
        switch current.kind {
        case .keyword(._):
            advance()
            pattern = Pattern(id: makeID(), range: range(from: start), kind: .wildcard)
        case .keyword(.let), .keyword(.var):
            let introducer: BindingIntroducer = advance().isKeyword(.let) ? .let : .var
            let inner = parsePattern(binding: true)
            pattern = Pattern(id: makeID(), range: range(from: start), kind: .binding(introducer, inner))
        case .keyword(.is):
            advance()
            let type = parseType()
            pattern = Pattern(id: makeID(), range: range(from: start), kind: .isType(type))
        case .leftParen:
            let point = checkpoint()
            let elements = parseTuplePatternElements(binding: binding)
            if startsExpressionContinuation, !binding {
                // `(5)...` or `(-60)...(-20)`: a parenthesised operand of an expression.
                restore(point)
                return expressionPattern(from: start)
            }
            if elements.count == 1, let only = elements.first, only.label == nil {
                pattern = only.pattern
            } else {
                pattern = Pattern(id: makeID(), range: range(from: start), kind: .tuple(elements))
            }
        case .period where isNameToken(peek()) || peek().isKeyword(.initKeyword):
            advance()
            let name = advance()
            pattern = parseEnumCasePayload(type: nil, name: Identifier(name.text, range: name.range),
                                           binding: binding, start: start)
            if startsExpressionContinuation {
                // `.a ... .b` or `.zero + x`: an expression after all.
                return expressionPattern(from: start)
            }
        case .identifier where binding && !(peek().kind == .period && isTypeName(current)):
            let name = advance()
            pattern = Pattern(id: makeID(), range: name.range, kind: .identifier(Identifier(name.text, range: name.range)))
        case .identifier where isTypeName(current) && peek().kind == .period:
            let point = checkpoint()
            if let qualified = parseQualifiedEnumCase(binding: binding, start: start), !startsExpressionContinuation {
                pattern = qualified
            } else {
                restore(point)
                pattern = expressionPattern(from: start)
                isExpression = true
            }
        default:
            pattern = expressionPattern(from: start)
            isExpression = true
        }
        guard !isExpression else { return pattern }
        while true {
            if current.kind == .operator, current.isLeftBound, isOptionalMarks(current) {
                // `let v??` is two optional patterns, as `Int??` is two optional types.
                consumeFirstCharacter()
                pattern = Pattern(id: makeID(), range: range(from: start), kind: .optional(pattern))
            } else if current.isKeyword(.as) {
                advance()
                let type = parseType()
                pattern = Pattern(id: makeID(), range: range(from: start), kind: .cast(pattern, type))
            } else {
                return pattern
            }
        }
    }

    /// After a pattern that looked like an enum case: an operator that makes it an expression.
    private var startsExpressionContinuation: Bool {
        let token = current
        guard token.kind == .operator else { return false }
        if token.isLeftBound, isOptionalMarks(token) { return false }
        return token.text != "="
    }

    /// Whether `token` is one or more `?` (`??` after `let v`).
    private func isOptionalMarks(_ token: Token) -> Bool {
        !token.text.isEmpty && token.text.allSatisfy { $0 == "?" }
    }

    private func isTypeName(_ token: Token) -> Bool {
        guard let first = token.text.unicodeScalars.first else { return false }
        return ("A"..."Z").contains(first)
    }

    private mutating func expressionPattern(from start: SourceLocation) -> Pattern {
        let expr = parseExpressionBeforeAssignment()
        return Pattern(id: makeID(), range: range(from: start), kind: .expression(expr))
    }

    /// `Type.Nested.case(payload)`: the type is every component but the last.
    private mutating func parseQualifiedEnumCase(binding: Bool, start: SourceLocation) -> Pattern? {
        var names: [Token] = [advance()]
        while current.kind == .period, isNameToken(peek()) {
            advance()
            names.append(advance())
        }
        guard names.count >= 2, let caseName = names.last else { return nil }
        let components = names.dropLast().map {
            TypeComponent(name: Identifier($0.text, range: $0.range), genericArguments: [])
        }
        let typeRange = SourceRange(start: start, end: names[names.count - 2].range.end)
        let type = TypeExpr(id: makeID(), range: typeRange, kind: .named(components))
        return parseEnumCasePayload(type: type, name: Identifier(caseName.text, range: caseName.range),
                                    binding: binding, start: start)
    }

    private mutating func parseEnumCasePayload(type: TypeExpr?, name: Identifier, binding: Bool,
                                               start: SourceLocation) -> Pattern {
        var payload: [TuplePatternElement]?
        if current.kind == .leftParen, !current.isAtLineStart {
            payload = parseTuplePatternElements(binding: binding)
        }
        let casePattern = EnumCasePattern(type: type, name: name, payload: payload)
        return Pattern(id: makeID(), range: range(from: start), kind: .enumCase(casePattern))
    }

    /// `(label: pattern, pattern)`; the `(` is current.
    private mutating func parseTuplePatternElements(binding: Bool) -> [TuplePatternElement] {
        let open = advance()
        var elements: [TuplePatternElement] = []
        while !atEnd, current.kind != .rightParen {
            let start = current.start
            var label: Identifier?
            if isNameToken(current), !current.isKeyword(._), peek().kind == .colon {
                label = Identifier(advance().text, range: lastTokenRange)
                advance()
            }
            let element = parsePattern(binding: binding)
            guard current.start != start else { break }
            elements.append(TuplePatternElement(label: label, pattern: element, range: range(from: start)))
            if current.kind == .rightParen { break }
            if consume(.comma) == nil {
                errorExpected("expected ',' separator")
                if current.isAtLineStart || !startsExpression(current) { break }
            }
        }
        if consume(.rightParen) == nil {
            errorExpected("expected ')' in tuple pattern",
                          notes: [Diagnostic.Note(message: "to match this opening '('", range: open.range)])
        }
        return elements
    }
}
