extension Parser {
    /// An expression: operands and infix operators folded by Swift's precedence groups, casts,
    /// `is`, the ternary, and `try`/`await` prefixes.
    mutating func parseExpression() -> Expr {
        parseBinary(minimumRank: 0)
    }

    /// An expression whose infix operators bind tighter than `=` (an `if case` pattern, which the
    /// `=` after it ends).
    mutating func parseExpressionBeforeAssignment() -> Expr {
        parseBinary(minimumRank: FoldingPrecedence(.ternary).rank)
    }

    mutating func makeErrorExpr() -> Expr {
        Expr(id: makeID(), range: SourceRange(at: expectedLocation), kind: .error)
    }

    /// What kind of infix the current token is, if it is one.
    private enum Infix {
        case binary(BinaryOperator)
        case ternary
        case cast(CastKind)
        case isType

        /// Whether this is `as`, `as?`, `as!` or `is`, which chain left to right among themselves.
        var isCast: Bool {
            switch self {
            case .cast, .isType: return true
            case .binary, .ternary: return false
            }
        }
    }

    private func infixHere() -> (Infix, FoldingPrecedence)? {
        let token = current
        switch token.kind {
        case .operator:
            if token.text == "?" {
                return token.isLeftBound ? nil : (.ternary, FoldingPrecedence(.ternary))
            }
            // Swift's rule: binary when bound on both sides or on neither.
            guard token.isLeftBound == token.isRightBound, token.text != "->" else { return nil }
            let op = BinaryOperator(spelling: token.text)
            if case .custom(let spelling) = op {
                return (.binary(op), operatorGroups[spelling] ?? FoldingPrecedence(.default))
            }
            return (.binary(op), FoldingPrecedence(op.precedenceGroup))
        case .keyword(.is):
            return (.isType, FoldingPrecedence(.casting))
        case .keyword(.as):
            let next = peek()
            if next.kind == .operator, next.isLeftBound, next.text == "?" || next.text == "!" {
                return (.cast(next.text == "?" ? .conditional : .forced), FoldingPrecedence(.casting))
            }
            return (.cast(.coerce), FoldingPrecedence(.casting))
        default:
            return nil
        }
    }

    private mutating func parseBinary(minimumRank: Int) -> Expr {
        descend({ $0.makeErrorExpr() }) { p in p.parseBinaryBody(minimumRank: minimumRank) }
    }

    private mutating func parseBinaryBody(minimumRank: Int) -> Expr {
        let start = current.start
        var lhs = parseUnary(minimumRank: minimumRank)
        // The last operator folded at this level when its group does not chain, where it stands, and
        // whether it is a cast: swiftc reports a chain at the first operator of the pair (`1 < 2 < 3`
        // at the first `<`), but applies adjacent casts left to right (`x as Int as Any`).
        var lastNonAssociative: (group: FoldingPrecedence, at: SourceLocation, isCast: Bool)?
        // Each fold nests the tree one level deeper, so it counts as nesting.
        var folds = 0
        defer { depth -= folds }
        while !abandoned, let (infix, group) = infixHere(), group.rank >= minimumRank {
            guard deepen() else { break }
            folds += 1
            if group.associativity == .none, let last = lastNonAssociative, last.group == group,
               !(last.isCast && infix.isCast) {
                error("adjacent operators are in non-associative precedence group '\(group.name)'", at: last.at)
            }
            lastNonAssociative = group.associativity == .none ? (group, current.start, infix.isCast) : nil
            let operatorToken = advance()
            switch infix {
            case .binary(let op):
                let next = group.associativity == .right ? group.rank : group.rank + 1
                guard startsExpression(current) else {
                    error("expected expression after operator", at: expectedLocation)
                    return lhs
                }
                let rhs = parseBinary(minimumRank: next)
                let binary = BinaryExpr(op: op, operatorRange: operatorToken.range, lhs: lhs, rhs: rhs)
                lhs = Expr(id: makeID(), range: range(from: start), kind: .binary(binary))
            case .ternary:
                let then = parseExpression()
                guard consume(.colon) != nil else {
                    errorExpected("expected ':' after '? ...' in ternary expression")
                    return lhs
                }
                let otherwise = parseBinary(minimumRank: group.rank)
                lhs = Expr(id: makeID(), range: range(from: start),
                           kind: .ternary(condition: lhs, then: then, else: otherwise))
            case .cast(let kind):
                if kind != .coerce { advance() }
                let type = parseType()
                lhs = Expr(id: makeID(), range: range(from: start), kind: .cast(lhs, kind, type))
            case .isType:
                let type = parseType()
                lhs = Expr(id: makeID(), range: range(from: start), kind: .isType(lhs, type))
            }
        }
        return lhs
    }

    /// Whether `token` can begin an expression (used to report a missing operand in place).
    func startsExpression(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier, .integerLiteral, .floatLiteral, .stringLiteral, .pound, .leftParen,
             .leftBracket, .leftBrace, .period, .backslash, .operator:
            return true
        case .keyword(let k):
            return [.selfKeyword, .selfType, .super, .true, .false, .nil, ._, .try, .if, .switch, .initKeyword, .repeat].contains(k)
        default:
            return false
        }
    }

    /// A prefix-operator application, `try`/`await`, `&x`, or a postfix expression.
    private mutating func parseUnary(minimumRank: Int) -> Expr {
        let start = current.start
        if current.isKeyword(.try) {
            advance()
            var kind = TryKind.plain
            if current.kind == .operator, current.isLeftBound, current.text == "?" || current.text == "!" {
                kind = advance().text == "?" ? .optional : .forced
            }
            let operand = parseBinary(minimumRank: minimumRank)
            return Expr(id: makeID(), range: range(from: start), kind: .try(kind, operand))
        }
        if current.isIdentifier("await"), startsExpression(peek()), !peek().isAtLineStart {
            advance()
            let operand = parseBinary(minimumRank: minimumRank)
            return Expr(id: makeID(), range: range(from: start), kind: .await(operand))
        }
        // `repeat f(each x)`: a pack expansion, whose pattern is what follows (SE-0393).
        if current.isKeyword(.repeat) {
            advance()
            let pattern = parseBinary(minimumRank: minimumRank)
            return Expr(id: makeID(), range: range(from: start), kind: .packExpansion(pattern))
        }
        // `each x.count` is `each (x.count)`: a pack reference takes the postfix expression after it.
        if current.isIdentifier("each"), !peek().isAtLineStart,
           peek().kind == .identifier || peek().isKeyword(.selfKeyword) || (peek().kind == .leftParen && !peek().isLeftBound) {
            advance()
            let pack = parsePostfixExpression()
            return Expr(id: makeID(), range: range(from: start), kind: .packElement(pack))
        }
        if current.kind == .operator, current.text != "?" {
            let token = advance()
            let operand = descend({ $0.makeErrorExpr() }) { p in p.parseUnary(minimumRank: minimumRank) }
            if token.text == "&" {
                return Expr(id: makeID(), range: range(from: start), kind: .inOut(operand))
            }
            return Expr(id: makeID(), range: range(from: start),
                        kind: .prefix(PrefixOperator(spelling: token.text), operand))
        }
        return parsePostfixExpression()
    }

    /// Arguments in parentheses or brackets: `(a, label: b)`; the opening token is current.
    mutating func parseArgumentList(closing: TokenKind, closingText: String) -> [Argument] {
        let open = advance()
        let saved = forbidsTrailingClosure
        forbidsTrailingClosure = false
        defer { forbidsTrailingClosure = saved }
        var arguments: [Argument] = []
        let diagnosticCount = diagnostics.count
        while current.kind != closing {
            let isLabel = isNameToken(current) && peek().kind == .colon
            guard isLabel || startsExpression(current) else {
                errorExpected("expected expression in list of expressions")
                break
            }
            let elementStart = index
            arguments.append(parseArgument())
            guard index != elementStart else { break }
            if current.kind == closing { break }
            if consume(.comma) == nil {
                // swiftc's recovery: an expression that follows is the next element.
                guard startsExpression(current), !isStatementStart, !isDeclarationStart else { break }
                errorExpected("expected ',' separator")
            }
        }
        // After an error inside the list swiftc does not report the missing delimiter too.
        if consume(closing) == nil, diagnostics.count == diagnosticCount {
            errorExpected("expected '\(closingText)' in expression list",
                          notes: [Diagnostic.Note(message: "to match this opening '\(open.text)'", range: open.range)])
        }
        return arguments
    }

    /// `label: value`, `value`, or a bare operator (`reduce(0, +)`).
    mutating func parseArgument() -> Argument {
        let start = current.start
        var label: Identifier?
        if isNameToken(current), peek().kind == .colon {
            label = Identifier(advance().text, range: lastTokenRange)
            advance()
            if !startsExpression(current) {
                errorExpected("expected expression in list of expressions")
                return Argument(label: label, value: makeErrorExpr(), range: range(from: start))
            }
        }
        let value: Expr
        if current.kind == .operator, [.comma, .rightParen, .rightBracket].contains(peek().kind) {
            let token = advance()
            value = Expr(id: makeID(), range: token.range,
                         kind: .identifier(Identifier(token.text, range: token.range), genericArguments: []))
        } else {
            value = parseExpression()
        }
        return Argument(label: label, value: value, range: range(from: start))
    }
}
