extension Parser {
    /// Binary operators and their precedence, following Swift's standard precedence groups.
    static let binaryPrecedence: [String: Int] = [
        "||": 2, "&&": 3,
        "==": 4, "!=": 4, "<": 4, "<=": 4, ">": 4, ">=": 4, "===": 4, "!==": 4,
        "??": 5, "..<": 7, "...": 7,
        "+": 8, "-": 8, "|": 8, "^": 8,
        "*": 9, "/": 9, "%": 9, "&": 9,
    ]
    static let assignmentOperators: Set<String> = ["=", "+=", "-=", "*=", "/=", "%="]

    /// An expression, including assignment (which Swift parses as an expression too).
    mutating func parseExpression() throws(LanguageError) -> Expr {
        try checkInterrupt()
        let start = current
        let target = try parseTernary()
        if case .symbol(let op) = current.kind, Self.assignmentOperators.contains(op) {
            advance()
            let value = try nested { p throws(LanguageError) in try p.parseExpression() }
            return Expr(.assignment(op, target, value), range(from: start))
        }
        return target
    }

    mutating func parseTernary() throws(LanguageError) -> Expr {
        let start = current
        let condition = try parseBinary(minimum: 0)
        guard check("?") && current.hasSpaceBefore else { return condition }
        advance()
        return try nested { p throws(LanguageError) in
            let whenTrue = try p.parseTernary()
            try p.expect(":", "in ternary expression")
            let whenFalse = try p.parseTernary()
            return Expr(.ternary(condition, whenTrue, whenFalse), p.range(from: start))
        }
    }

    /// True when the operator token at line start is really a prefix operator of a new statement
    /// (`-x` on its own line), not the continuation of the previous line.
    private func startsNewStatement(_ token: Token) -> Bool {
        token.isAtLineStart && !peek(1).hasSpaceBefore
    }

    mutating func parseBinary(minimum: Int) throws(LanguageError) -> Expr {
        let start = current
        var left = try parseUnary()
        while true {
            if checkKeyword("as") || checkKeyword("is") {
                let isTest = checkKeyword("is")
                advance()
                _ = match("?") || match("!")
                _ = try parseType()
                left = Expr(isTest ? .bool(true) : .passthrough(left), range(from: start))
                continue
            }
            guard case .symbol(let op) = current.kind, let precedence = Self.binaryPrecedence[op],
                  precedence >= minimum, !startsNewStatement(current) else { return left }
            advance()
            let right = try nested { p throws(LanguageError) in
                try p.parseBinary(minimum: op == "??" ? precedence : precedence + 1)
            }
            left = Expr(.binary(op, left, right), range(from: start))
            if precedence == 4, case .symbol(let next) = current.kind, Self.binaryPrecedence[next] == 4 {
                throw error("adjacent comparison operators ('\(op)' then '\(next)') need parentheses")
            }
        }
    }

    mutating func parseUnary() throws(LanguageError) -> Expr {
        let start = current
        if case .symbol(let op) = current.kind, op == "-" || op == "!" || op == "+" || op == "&",
           !(peek(1).isSymbol(")") || peek(1).isSymbol(",")) {
            advance()
            let operand = try nested { p throws(LanguageError) in try p.parseUnary() }
            if op == "&" || op == "+" { return Expr(.passthrough(operand), range(from: start)) }
            if op == "-", case .number(let value) = operand.kind { return Expr(.number(-value), range(from: start)) }
            return Expr(.prefix(op, operand), range(from: start))
        }
        if checkKeyword("try") || current.identifier == "await" {
            advance()
            _ = match("?") || match("!")
            let operand = try nested { p throws(LanguageError) in try p.parseUnary() }
            return Expr(.ignoredPrefix(operand), range(from: start))
        }
        return try parsePostfix(try parsePrimary())
    }

    mutating func parsePostfix(_ base: Expr) throws(LanguageError) -> Expr {
        var expr = base
        let start = base.range.start
        func span(_ p: Parser) -> SourceRange { SourceRange(start, p.previous.range.end) }
        while true {
            if check(".") {
                advance()
                if case .number(let value) = current.kind, value >= 0, value == value.rounded(), value < 1e6 {
                    advance()
                    expr = Expr(.tupleIndex(expr, Int(value)), span(self))
                } else {
                    expr = Expr(.member(expr, try expectMemberName()), span(self))
                }
            } else if check("(") && !current.isAtLineStart {
                let open = current
                advance()
                let arguments = try nested { p throws(LanguageError) in try p.parseArguments(closing: ")", opening: open) }
                expr = Expr(.call(expr, arguments), span(self))
            } else if check("[") && !current.isAtLineStart {
                let open = current
                advance()
                let arguments = try nested { p throws(LanguageError) in try p.parseArguments(closing: "]", opening: open) }
                expr = Expr(.subscripted(expr, arguments), span(self))
            } else if check("{") && allowsTrailingClosure && !current.isAtLineStart {
                let closure = try parseClosure()
                var argument = Argument(label: nil, value: closure)
                argument.isTrailingClosure = true
                var trailing = [argument]
                // Labelled trailing closures after the first: `Section { … } footer: { … }`.
                while let label = current.identifier, !current.isAtLineStart, peek(1).isSymbol(":"), peek(2).isSymbol("{") {
                    advance()
                    advance()
                    trailing.append(Argument(label: label, value: try parseClosure()))
                }
                if case .call(let callee, let arguments) = expr.kind {
                    expr = Expr(.call(callee, arguments + trailing), span(self))
                } else {
                    expr = Expr(.call(expr, trailing), span(self))
                }
            } else if (check("!") || check("?")) && !current.hasSpaceBefore {
                advance()
                expr = Expr(.passthrough(expr), span(self))
            } else {
                return expr
            }
        }
    }

    mutating func expectMemberName() throws(LanguageError) -> String {
        if case .keyword(let word) = current.kind {
            advance()
            return word
        }
        return try expectIdentifier("member name")
    }

    /// Arguments up to `closing`: `label: value` or `value`, comma separated.
    mutating func parseArguments(closing: String, opening: Token) throws(LanguageError) -> [Argument] {
        var arguments: [Argument] = []
        let saved = allowsTrailingClosure
        allowsTrailingClosure = true
        defer { allowsTrailingClosure = saved }
        while !check(closing) {
            if atEnd || check(")") || check("]") || check("}") {
                throw unclosedError("expected '\(closing)' to close '\(closing == ")" ? "(" : "[")' opened at \(opening.start)")
            }
            var label: String?
            let argumentStart = current.start
            if peek(1).isSymbol(":") {
                switch current.kind {
                case .identifier(let name), .keyword(let name):
                    label = name
                    advance()
                    advance()
                default: break
                }
            }
            arguments.append(Argument(label: label, value: try parseExpression(), start: argumentStart))
            if !match(",") {
                guard check(closing) else {
                    throw unclosedError("expected '\(closing)' to close '\(closing == ")" ? "(" : "[")' opened at \(opening.start)")
                }
            }
        }
        advance()
        return arguments
    }

    mutating func parsePrimary() throws(LanguageError) -> Expr {
        let token = current
        switch token.kind {
        case .number(let value):
            advance()
            return Expr(.number(value), token.range)
        case .string(let parts):
            advance()
            return Expr(.string(try parseInterpolation(parts)), token.range)
        case .keyword("true"), .keyword("false"):
            advance()
            return Expr(.bool(token.isKeyword("true")), token.range)
        case .keyword("nil"):
            advance()
            return Expr(.nilLiteral, token.range)
        case .keyword("self"):
            advance()
            return Expr(.selfValue, token.range)
        case .keyword("Self"):
            advance()
            return Expr(.identifier("Self"), token.range)
        case .identifier(let name):
            advance()
            if name.hasPrefix("$"), let n = Int(name.dropFirst()) {
                guard n < 256 else { throw error("closure parameter \(name) is out of range ($0 … $255)", at: token) }
                implicitParameterCount = max(implicitParameterCount, n + 1)
            }
            return Expr(.identifier(name), token.range)
        case .symbol(let op) where Self.binaryPrecedence[op] != nil && (peek(1).isSymbol(")") || peek(1).isSymbol(",")):
            advance()
            return Expr(.identifier(op), token.range)
        case .symbol("("):
            advance()
            let arguments = try nested { p throws(LanguageError) in try p.parseArguments(closing: ")", opening: token) }
            if arguments.count == 1, arguments[0].label == nil { return arguments[0].value }
            return Expr(.tuple(arguments), range(from: token))
        case .symbol("["):
            advance()
            return try nested { p throws(LanguageError) in try p.parseCollectionLiteral(opening: token) }
        case .symbol("{"):
            return try parseClosure()
        case .symbol("."):
            advance()
            let name = try expectMemberName()
            return Expr(.implicitMember(name), range(from: token))
        case .symbol("\\"):
            advance()
            var names: [String] = []
            if let root = current.identifier, !current.hasSpaceBefore { names.append(root); advance() }
            while match(".") { names.append(try expectMemberName()) }
            guard !names.isEmpty else { throw error("expected a key path such as '\\.self'") }
            if names.count > 1, names[0].first?.isUppercase == true { names.removeFirst() }
            return Expr(.keyPath(names), range(from: token))
        default:
            throw error("expected an expression, found \(token.display)")
        }
    }

    private mutating func parseCollectionLiteral(opening: Token) throws(LanguageError) -> Expr {
        var elements: [Expr] = []
        if match(":") {
            try expectClosing("]", opening: opening)
            return Expr(.dictionary, range(from: opening))
        }
        while !match("]") {
            if atEnd || check(")") || check("}") { throw unclosedError("expected ']' to close '[' opened at \(opening.start)") }
            elements.append(try parseExpression())
            if match(":") {
                _ = try parseExpression()
                while match(",") { if check("]") { break }; _ = try parseExpression(); try expect(":", "in dictionary literal"); _ = try parseExpression() }
                try expectClosing("]", opening: opening)
                return Expr(.dictionary, range(from: opening))
            }
            if !match(",") && !check("]") { throw unclosedError("expected ']' to close '[' opened at \(opening.start)") }
        }
        return Expr(.array(elements), range(from: opening))
    }

    /// `{ params in statements }` with `{` next.
    mutating func parseClosure() throws(LanguageError) -> Expr {
        let open = current
        advance()
        return try nested { p throws(LanguageError) in
            var parameters: [String] = []
            var explicit = false
            var probe = p
            if let names = probe.parseClosureSignature() {
                p = probe
                parameters = names
                explicit = true
            }
            let savedCount = p.implicitParameterCount
            let savedTrailing = p.allowsTrailingClosure
            p.implicitParameterCount = 0
            p.allowsTrailingClosure = true
            defer { p.implicitParameterCount = savedCount; p.allowsTrailingClosure = savedTrailing }
            let body = try p.parseStatements(closedBy: open)
            let closure = ClosureExpr(parameters: parameters, body: body, implicitParameterCount: p.implicitParameterCount,
                                      hasExplicitSignature: explicit)
            return Expr(.closure(closure), p.range(from: open))
        }
    }

    /// Tries to read `@Attr [captures] (a, b: T) -> R in` or `a, b in`; nil when there is none.
    private mutating func parseClosureSignature() -> [String]? {
        while case .attribute = current.kind { advance() }
        if check("[") {
            while !check("]") && !atEnd { advance() }
            advance()
        }
        var names: [String] = []
        if match("(") {
            while !match(")") {
                guard let name = current.identifier else { return nil }
                advance()
                if current.identifier != nil { advance() }
                if match(":") { guard (try? parseType()) != nil else { return nil } }
                names.append(name)
                if !match(",") && !check(")") { return nil }
            }
        } else if current.identifier != nil {
            repeat {
                guard let name = current.identifier else { return nil }
                advance()
                names.append(name)
            } while match(",")
        }
        if match("->") { guard (try? parseType()) != nil else { return nil } }
        guard matchKeyword("in") else { return nil }
        return names
    }

    /// Parses the `\(…)` pieces of a string literal.
    private func parseInterpolation(_ parts: [StringPart]) throws(LanguageError) -> [InterpolationPart] {
        var result: [InterpolationPart] = []
        for part in parts {
            switch part {
            case .text(let text):
                result.append(.text(text))
            case .interpolation(let tokens, let location):
                var sub = Parser(tokens: tokens)
                sub.nesting = nesting + 1
                guard !sub.atEnd else { throw LanguageError.syntax("expected an expression in string interpolation", at: location) }
                let value = try sub.parseExpression()
                var specifier: Expr?
                if sub.match(",") {
                    guard sub.current.identifier == "specifier", sub.peek(1).isSymbol(":") else {
                        throw sub.error("expected 'specifier:' in string interpolation, found \(sub.current.display)")
                    }
                    sub.advance()
                    sub.advance()
                    specifier = try sub.parseExpression()
                }
                guard sub.atEnd else { throw sub.error("expected ')' to end string interpolation, found \(sub.current.display)") }
                result.append(.value(value, specifier: specifier))
            }
        }
        return result
    }
}
