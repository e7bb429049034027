extension Parser {
    /// `{ [captures] (params) throws -> T in body }`; the signature is recognised only when an
    /// `in` ends it, otherwise the braces hold just statements (using `$0`).
    mutating func parseClosure() -> Expr {
        descend({ $0.makeErrorExpr() }) { p in p.parseClosureBody() }
    }

    private mutating func parseClosureBody() -> Expr {
        let start = current.start
        let open = advance()
        let saved = forbidsTrailingClosure
        forbidsTrailingClosure = false
        defer { forbidsTrailingClosure = saved }
        var closure = ClosureExpr(attributes: [], captures: [], parameters: nil,
                                  hasParenthesizedParameters: false, effects: .none, resultType: nil, body: [])
        let point = checkpoint()
        if let signature = parseClosureSignature() {
            closure = signature
        } else {
            restore(point)
        }
        anonymousParameterCounts.append(0)
        closure.body = parseStatementList(ends: [])
        closure.anonymousParameterCount = anonymousParameterCounts.popLast() ?? 0
        if consume(.rightBrace) == nil {
            errorExpected("expected '}' at end of closure",
                          notes: [Diagnostic.Note(message: "to match this opening '{'", range: open.range)])
        }
        return Expr(id: makeID(), range: range(from: start), kind: .closure(closure))
    }

    /// The part before `in`, or nil when there is none (the caller then backtracks).
    private mutating func parseClosureSignature() -> ClosureExpr? {
        let diagnosticCount = diagnostics.count
        var attributes: [Attribute] = []
        while current.kind == .at { attributes.append(parseAttribute()) }
        var captures: [CaptureItem] = []
        if current.kind == .leftBracket {
            guard let list = parseCaptureList() else { return nil }
            captures = list
        }
        var parameters: [ClosureParameter]?
        var parenthesized = false
        if current.kind == .leftParen {
            parenthesized = true
            parameters = parseClosureParameterClause()
        } else if isNameToken(current), !current.isKeyword(.in) {
            var names: [ClosureParameter] = []
            while isNameToken(current), !current.isKeyword(.in) {
                let token = advance()
                names.append(ClosureParameter(id: makeID(), range: token.range,
                                              name: Identifier(token.text, range: token.range), type: nil))
                if consume(.comma) == nil { break }
            }
            parameters = names
        }
        let effects = parseEffects()
        var resultType: TypeExpr?
        if consumeOperator("->") != nil {
            resultType = parseType()
        }
        guard consumeKeyword(.in) != nil, diagnostics.count == diagnosticCount else { return nil }
        if parameters == nil, captures.isEmpty, attributes.isEmpty, resultType == nil,
           !effects.isAsync, !effects.throwsErrors {
            return nil
        }
        return ClosureExpr(attributes: attributes, captures: captures, parameters: parameters,
                           hasParenthesizedParameters: parenthesized, effects: effects,
                           resultType: resultType, body: [])
    }

    /// `[weak self, x = y]`; nil when the brackets do not hold a capture list.
    private mutating func parseCaptureList() -> [CaptureItem]? {
        advance()
        var items: [CaptureItem] = []
        while current.kind != .rightBracket {
            let start = current.start
            var specifier = CaptureItem.Specifier.strong
            if (current.isIdentifier("weak") || current.isIdentifier("unowned")), isNameToken(peek()) {
                specifier = advance().text == "weak" ? .weak : .unowned
                if current.kind == .leftParen {
                    // `unowned(safe)` / `unowned(unsafe)`: the detail does not matter here.
                    advance()
                    advance()
                    guard consume(.rightParen) != nil else { return nil }
                }
            }
            guard isNameToken(current) else { return nil }
            let nameToken = advance()
            var value: Expr?
            if consumeOperator("=") != nil {
                value = parseExpression()
            }
            items.append(CaptureItem(id: makeID(), range: range(from: start), specifier: specifier,
                                     name: Identifier(nameToken.text, range: nameToken.range), value: value))
            if consume(.comma) == nil { break }
        }
        guard consume(.rightBracket) != nil else { return nil }
        return items
    }

    /// `(a, b: Int, _ c: Double)`: closure parameters, optionally typed.
    private mutating func parseClosureParameterClause() -> [ClosureParameter]? {
        advance()
        var parameters: [ClosureParameter] = []
        while current.kind != .rightParen {
            let start = current.start
            var attributes: [Attribute] = []
            while current.kind == .at { attributes.append(parseAttribute()) }
            guard isNameToken(current) else { return nil }
            var nameToken = advance()
            // `_ name: T` (a label is meaningless in a closure but allowed).
            if isNameToken(current), current.kind != .colon {
                nameToken = advance()
            }
            var type: TypeExpr?
            if consume(.colon) != nil {
                type = parseType()
                if consumeOperator("...") != nil, let element = type {
                    type = element
                }
            }
            parameters.append(ClosureParameter(id: makeID(), range: range(from: start),
                                               name: Identifier(nameToken.text, range: nameToken.range),
                                               type: type, attributes: attributes))
            if consume(.comma) == nil { break }
        }
        guard consume(.rightParen) != nil else { return nil }
        return parameters
    }
}

extension Parser {
    /// Notes a `$n` name in the closure being parsed, so a closure's parameter count comes from
    /// its own body and not from a closure nested in it (`{ … xs.forEach { $0 } … }()` has none).
    /// A huge `$n` counts as 256 parameters, so the checker still says it cannot infer their
    /// types (as swiftc does) without allocating `n` of them.
    mutating func noteAnonymousParameter(_ name: String) {
        guard name.hasPrefix("$"), let index = Int(name.dropFirst()), index >= 0,
              let innermost = anonymousParameterCounts.indices.last else { return }
        anonymousParameterCounts[innermost] = max(anonymousParameterCounts[innermost], min(index, 255) + 1)
    }
}
