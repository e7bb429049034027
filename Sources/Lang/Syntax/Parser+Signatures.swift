extension Parser {
    /// `<T, U: Shape>` after a declaration's name, if written.
    mutating func parseGenericParametersIfPresent() -> [GenericParameter] {
        guard current.kind == .operator, current.text.hasPrefix("<") else { return [] }
        let open = current.text == "<" ? advance() : splitOperator(keeping: 1)
        var parameters: [GenericParameter] = []
        while !atEnd, !(current.kind == .operator && current.text.hasPrefix(">")) {
            let start = current.start
            let isPack = current.isIdentifier("each") && peek().kind == .identifier
            // `each T`: a type parameter pack (SE-0393).
            if isPack { advance() }
            let name = parseDeclName("generic parameter")
            var constraint: TypeExpr?
            if consume(.colon) != nil { constraint = parseType() }
            parameters.append(GenericParameter(id: makeID(), range: range(from: start), name: name,
                                               constraint: constraint, isPack: isPack))
            if consume(.comma) == nil { break }
        }
        if current.kind == .operator, current.text.hasPrefix(">") {
            consumeFirstCharacter()
        } else {
            errorExpected("expected '>' to complete generic parameter list",
                          notes: [Diagnostic.Note(message: "to match this opening '<'", range: open.range)])
        }
        return parameters
    }

    /// `where T: P, T.Element == Int`, if written.
    mutating func parseWhereClauseIfPresent() -> [WhereRequirement] {
        guard consumeKeyword(.where) != nil else { return [] }
        var requirements: [WhereRequirement] = []
        repeat {
            let start = current.start
            let subject = parseType()
            if consume(.colon) != nil {
                let constraint = parseType()
                requirements.append(WhereRequirement(kind: .conformance(subject, constraint), range: range(from: start)))
            } else if consumeOperator("==") != nil {
                let other = parseType()
                requirements.append(WhereRequirement(kind: .sameType(subject, other), range: range(from: start)))
            } else {
                errorExpected("expected ':' or '==' to indicate a conformance or same-type requirement")
                break
            }
        } while !abandoned && consume(.comma) != nil
        return requirements
    }

    /// `: Superclass, Protocol, …`, if written.
    mutating func parseInheritanceIfPresent() -> [TypeExpr] {
        guard consume(.colon) != nil else { return [] }
        var types: [TypeExpr] = []
        repeat {
            types.append(parseType())
        } while !abandoned && consume(.comma) != nil
        return types
    }

    /// `(label name: Type = default, …)`: a function's, initialiser's or subscript's parameters.
    mutating func parseParameterClause() -> [Parameter] {
        guard current.kind == .leftParen else {
            errorExpected("expected '(' in argument list of function declaration")
            return []
        }
        let open = advance()
        let saved = forbidsTrailingClosure
        forbidsTrailingClosure = false
        defer { forbidsTrailingClosure = saved }
        var parameters: [Parameter] = []
        while !abandoned, !atEnd, current.kind != .rightParen {
            let elementStart = index
            parameters.append(parseParameter(requireNames: true))
            guard index != elementStart else { break }
            if current.kind == .rightParen { break }
            if consume(.comma) == nil {
                errorExpected("expected ',' separator")
                if current.isAtLineStart || !isNameToken(current) { break }
            }
        }
        if consume(.rightParen) == nil {
            errorExpected("expected ')' in parameter",
                          notes: [Diagnostic.Note(message: "to match this opening '('", range: open.range)])
        }
        return parameters
    }

    /// One parameter. With `requireNames` (functions) a name must precede `:`; without it (enum
    /// associated values) `Int` alone is a parameter without names.
    mutating func parseParameter(requireNames: Bool) -> Parameter {
        let start = current.start
        var attributes: [Attribute] = []
        while current.kind == .at { attributes.append(parseAttribute()) }
        var firstName: Identifier?
        var secondName: Identifier?
        if isNameToken(current), peek().kind == .colon {
            firstName = Identifier(advance().text, range: lastTokenRange)
        } else if isNameToken(current), isNameToken(peek()), peek(2).kind == .colon {
            firstName = Identifier(advance().text, range: lastTokenRange)
            secondName = Identifier(advance().text, range: lastTokenRange)
        }
        let type: TypeExpr
        if firstName != nil {
            advance()
            type = parseType()
        } else {
            if requireNames {
                errorExpected("expected parameter name followed by ':'")
            }
            type = parseType()
        }
        let isVariadic = consumeOperator("...") != nil
        var defaultValue: Expr?
        if consumeOperator("=") != nil {
            defaultValue = parseExpression()
        }
        return Parameter(id: makeID(), range: range(from: start), attributes: attributes, firstName: firstName,
                         secondName: secondName, type: type, isVariadic: isVariadic, defaultValue: defaultValue)
    }
}
