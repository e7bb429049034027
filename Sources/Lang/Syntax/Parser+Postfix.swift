extension Parser {
    /// A primary expression followed by members, calls, subscripts, trailing closures, `!`, `?`
    /// and postfix operators; a chain with `?` is wrapped in `optionalEvaluation`.
    mutating func parsePostfixExpression() -> Expr {
        let start = current.start
        let primary = parsePrimaryExpression()
        return parsePostfixSuffixes(of: primary, start: start)
    }

    /// The suffixes that follow `base` (which begins at `start`).
    mutating func parsePostfixSuffixes(of base: Expr, start: SourceLocation) -> Expr {
        var expr = base
        var hasOptionalBinding = false
        // Each suffix nests the tree one level deeper, so it counts as nesting.
        var folds = 0
        defer { depth -= folds }
        while !abandoned {
            let token = current
            if stopsAtLineStart, token.isAtLineStart { break }
            guard startsPostfixSuffix(token) else { break }
            guard deepen() else { break }
            folds += 1
            switch token.kind {
            case .period:
                let period = advance()
                expr = parseMemberSuffix(base: expr, start: start, period: period)
            case .leftParen where !token.isAtLineStart:
                let arguments = parseArgumentList(closing: .rightParen, closingText: ")")
                let trailing = parseTrailingClosures()
                let call = CallExpr(callee: expr, arguments: arguments, trailingClosures: trailing)
                expr = Expr(id: makeID(), range: range(from: start), kind: .call(call))
            case .leftBracket where !token.isAtLineStart:
                let arguments = parseArgumentList(closing: .rightBracket, closingText: "]")
                let trailing = parseTrailingClosures()
                let sub = SubscriptExpr(base: expr, arguments: arguments, trailingClosures: trailing)
                expr = Expr(id: makeID(), range: range(from: start), kind: .subscript(sub))
            case .leftBrace where startsTrailingClosure:
                let trailing = parseTrailingClosures()
                let call = CallExpr(callee: expr, arguments: [], trailingClosures: trailing)
                expr = Expr(id: makeID(), range: range(from: start), kind: .call(call))
            case .operator where token.isLeftBound && (token.text.hasPrefix("!") || token.text.hasPrefix("?"))
                && (token.text.count == 1 || !token.isRightBound):
                let isForce = token.text.hasPrefix("!")
                consumeFirstCharacter()
                if isForce {
                    expr = Expr(id: makeID(), range: range(from: start), kind: .forceUnwrap(expr))
                } else {
                    hasOptionalBinding = true
                    expr = Expr(id: makeID(), range: range(from: start), kind: .bindOptional(expr))
                }
            case .operator where token.isLeftBound && !token.isRightBound:
                advance()
                expr = Expr(id: makeID(), range: range(from: start),
                            kind: .postfix(PostfixOperator(spelling: token.text), expr))
            case .pound:
                guard let config = parsePostfixIfConfig() else { break }
                expr = Expr(id: makeID(), range: range(from: start), kind: .postfixIfConfig(base: expr, config))
            default:
                if hasOptionalBinding {
                    expr = Expr(id: makeID(), range: range(from: start), kind: .optionalEvaluation(expr))
                }
                return expr
            }
        }
        if hasOptionalBinding {
            expr = Expr(id: makeID(), range: range(from: start), kind: .optionalEvaluation(expr))
        }
        return expr
    }

    /// Whether `token` continues a postfix chain (the cases of `parsePostfixExpression`'s loop).
    private func startsPostfixSuffix(_ token: Token) -> Bool {
        switch token.kind {
        case .period: true
        case .leftParen, .leftBracket: !token.isAtLineStart
        case .leftBrace: startsTrailingClosure
        case .operator: token.isLeftBound && (token.text.hasPrefix("!") || token.text.hasPrefix("?") || !token.isRightBound)
        case .pound: token.text == "if" && token.isAtLineStart && startsPostfixIfConfig
        default: false
        }
    }

    /// After `.`: a member name (any keyword allowed, as Swift allows), a tuple index, `self`,
    /// `init`, with explicit generic arguments if they follow.
    private mutating func parseMemberSuffix(base: Expr, start: SourceLocation, period: Token) -> Expr {
        let token = current
        switch token.kind {
        case .keyword(.selfKeyword):
            advance()
            return Expr(id: makeID(), range: range(from: start), kind: .postfixSelf(base))
        case .identifier, .keyword, .integerLiteral:
            advance()
            var name = Identifier(token.text, range: token.range)
            if let labels = parseCompoundNameLabels() {
                name.argumentLabels = labels
                name.range = range(from: token.range.start)
            }
            let arguments = parseGenericArgumentsIfExpression()
            return Expr(id: makeID(), range: range(from: start),
                        kind: .member(base: base, name: name, genericArguments: arguments))
        case .floatLiteral where !token.text.contains("e") && !token.text.contains("E"):
            // `t.0.1` lexes as `t`, `.`, `0.1`: two tuple indices.
            advance()
            var result = base
            var location = token.range.start
            for part in token.text.split(separator: ".", omittingEmptySubsequences: false) {
                var end = location
                end.column += part.count
                end.offset += part.count
                let name = Identifier(String(part), range: SourceRange(start: location, end: end))
                result = Expr(id: makeID(), range: SourceRange(start: start, end: end),
                              kind: .member(base: result, name: name, genericArguments: []))
                location = end
                location.column += 1
                location.offset += 1
            }
            return result
        default:
            error("expected member name following '.'", at: period.start)
            return Expr(id: makeID(), range: range(from: start), kind: .error)
        }
    }

    /// The labels of a compound name after a name (`(where:)`, `(_:by:)`): a parenthesis
    /// bound to the name holding only labels each followed by `:`, which no call can be. Nil, and
    /// nothing read, when the parenthesis is a call's.
    mutating func parseCompoundNameLabels() -> [String?]? {
        guard current.kind == .leftParen, current.isLeftBound else { return nil }
        var offset = 1
        var labels: [String?] = []
        while true {
            let label = peek(offset)
            switch label.kind {
            case .identifier, .keyword: break
            case .rightParen where !labels.isEmpty:
                for _ in 0...offset { advance() }
                return labels
            default: return nil
            }
            guard peek(offset + 1).kind == .colon, peek(offset + 1).isLeftBound else { return nil }
            labels.append(label.text == "_" ? nil : label.text)
            offset += 2
        }
    }

    /// Explicit generic arguments after a name in an expression (`Array<Int>()`), taken only
    /// when what follows the `>` fits (Swift's rule), so `a < b` stays a comparison.
    mutating func parseGenericArgumentsIfExpression() -> [TypeExpr] {
        guard current.kind == .operator, current.text.hasPrefix("<"), current.isLeftBound else { return [] }
        let point = checkpoint()
        let diagnosticCount = diagnostics.count
        let arguments = parseGenericArguments()
        let next = current
        let fits: Bool = {
            switch next.kind {
            case .leftParen, .rightParen, .rightBracket, .leftBrace, .rightBrace, .comma, .semicolon,
                 .colon, .endOfFile, .period:
                return true
            case .operator:
                return next.isLeftBound && (next.text == "?" || next.text == "!")
                    || ["==", "!="].contains(next.text)
            default:
                return next.isAtLineStart
            }
        }()
        if diagnostics.count == diagnosticCount, fits, !arguments.isEmpty {
            return arguments
        }
        restore(point)
        return []
    }

    /// Whether a `{` here is a trailing closure: not in a condition (where it opens the body), and
    /// not a property's `{ willSet … }`/`{ didSet … }` after its initial value.
    private var startsTrailingClosure: Bool {
        guard current.kind == .leftBrace, !forbidsTrailingClosure else { return false }
        let next = peek()
        if next.isIdentifier("willSet") || next.isIdentifier("didSet") { return false }
        if next.kind == .at, peek(2).isIdentifier("available") { return false }
        return true
    }

    /// `{ … }` and then `label: { … }` closures.
    mutating func parseTrailingClosures() -> [Argument] {
        guard startsTrailingClosure else { return [] }
        var closures: [Argument] = []
        let first = parseClosure()
        closures.append(Argument(label: nil, value: first, range: first.range))
        while isNameToken(current), !current.isKeyword(.default), !current.isKeyword(.case),
              peek().kind == .colon, peek(2).kind == .leftBrace {
            let start = current.start
            let label = Identifier(advance().text, range: lastTokenRange)
            advance()
            let closure = parseClosure()
            closures.append(Argument(label: label, value: closure, range: range(from: start)))
        }
        return closures
    }
}
