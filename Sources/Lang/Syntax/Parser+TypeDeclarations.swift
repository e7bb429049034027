extension Parser {
    /// `struct`/`class`/`enum`/`protocol`/`actor` Name<T>: Inherited where … { members }.
    mutating func parseNominalType() -> NominalTypeDecl {
        let keyword = advance()
        let kind = NominalTypeDecl.Kind(rawValue: keyword.text) ?? .struct
        let name = parseDeclName(keyword.text)
        let generics = parseGenericParametersIfPresent()
        let inheritance = parseInheritanceIfPresent()
        let whereClause = parseWhereClauseIfPresent()
        let (members, bodyRange) = parseMemberBlock(kind: keyword.text)
        if kind == .protocol { rejectBodies(in: members) }
        return NominalTypeDecl(kind: kind, name: name, genericParameters: generics, inheritance: inheritance,
                               whereClause: whereClause, members: members, bodyRange: bodyRange)
    }

    /// A protocol's methods and initialisers are requirements: swiftc's parser rejects bodies.
    private mutating func rejectBodies(in members: [Decl]) {
        for member in members {
            switch member.kind {
            case .function(let function):
                if let body = function.body { error("protocol methods must not have bodies", at: body.range.start) }
            case .initializer(let initializer):
                if let body = initializer.body { error("protocol initializers must not have bodies", at: body.range.start) }
            default:
                break
            }
        }
    }

    mutating func parseExtension() -> ExtensionDecl {
        advance()
        if !startsType(current) { errorExpected("expected type name in extension declaration") }
        let extended = parseType()
        let inheritance = parseInheritanceIfPresent()
        let whereClause = parseWhereClauseIfPresent()
        let (members, bodyRange) = parseMemberBlock(kind: "extension")
        return ExtensionDecl(extendedType: extended, inheritance: inheritance, whereClause: whereClause,
                             members: members, bodyRange: bodyRange)
    }

    /// `{ members }` of a type or extension; `kind` words the missing-brace errors as swiftc does.
    private mutating func parseMemberBlock(kind: String) -> ([Decl], SourceRange) {
        let start = current.start
        guard current.kind == .leftBrace else {
            errorExpected("expected '{' in \(kind)")
            return ([], SourceRange(at: expectedLocation))
        }
        let open = advance()
        let saved = forbidsTrailingClosure
        forbidsTrailingClosure = false
        defer { forbidsTrailingClosure = saved }
        let members = parseMemberList()
        if consume(.rightBrace) == nil {
            errorExpected("expected '}' in \(kind)",
                          notes: [Diagnostic.Note(message: "to match this opening '{'", range: open.range)])
        }
        return (members, range(from: start))
    }

    /// Member declarations up to `}` or an `#if` branch's end, with recovery.
    mutating func parseMemberList() -> [Decl] {
        var members: [Decl] = []
        while !abandoned, !atEnd, current.kind != .rightBrace, !isDirectiveEnd {
            if consume(.semicolon) != nil { continue }
            let before = diagnostics.count
            let startIndex = index
            members.append(parseDeclaration())
            let failed = diagnostics.count > before
            if index == startIndex { advance() }
            if failed {
                skipToStatementBoundary()
            } else if !atEnd, current.kind != .rightBrace, current.kind != .semicolon, !current.isAtLineStart,
                      !isDirectiveEnd {
                error("consecutive declarations on a line must be separated by ';'", at: lastEnd)
            }
        }
        return members
    }

    /// `case a, b(Int), c = 1`.
    mutating func parseEnumCase() -> EnumCaseDecl {
        advance()
        var elements: [EnumCaseElement] = []
        repeat {
            let start = current.start
            let name = parseDeclName("enum 'case'")
            var associated: [Parameter]?
            if current.kind == .leftParen {
                let open = advance()
                var parameters: [Parameter] = []
                while !abandoned, !atEnd, current.kind != .rightParen {
                    let elementStart = index
                    parameters.append(parseParameter(requireNames: false))
                    guard index != elementStart else { break }
                    if consume(.comma) == nil { break }
                }
                if consume(.rightParen) == nil {
                    errorExpected("expected ')' in enum case associated value list",
                                  notes: [Diagnostic.Note(message: "to match this opening '('", range: open.range)])
                }
                associated = parameters
            }
            var rawValue: Expr?
            if consumeOperator("=") != nil { rawValue = parseExpression() }
            elements.append(EnumCaseElement(id: makeID(), range: range(from: start), name: name,
                                            associatedValues: associated, rawValue: rawValue))
        } while !abandoned && consume(.comma) != nil
        return EnumCaseDecl(elements: elements)
    }

    mutating func parseAssociatedType() -> AssociatedTypeDecl {
        advance()
        let name = parseDeclName("associatedtype")
        let inheritance = parseInheritanceIfPresent()
        var defaultType: TypeExpr?
        if consumeOperator("=") != nil { defaultType = parseType() }
        let whereClause = parseWhereClauseIfPresent()
        return AssociatedTypeDecl(name: name, inheritance: inheritance, defaultType: defaultType,
                                  whereClause: whereClause)
    }

    mutating func parseTypeAlias() -> TypeAliasDecl {
        advance()
        let name = parseDeclName("typealias")
        let generics = parseGenericParametersIfPresent()
        let type: TypeExpr
        if consumeOperator("=") != nil {
            type = parseType()
        } else {
            errorExpected("expected '=' in type alias declaration")
            type = TypeExpr(id: makeID(), range: SourceRange(at: expectedLocation), kind: .error)
        }
        return TypeAliasDecl(name: name, genericParameters: generics, type: type)
    }

    mutating func parseImport() -> ImportDecl {
        advance()
        var kind: String?
        if [.struct, .class, .enum, .protocol, .typealias, .func, .let, .var].contains(where: { current.isKeyword($0) }) {
            kind = advance().text
        }
        var path: [Identifier] = [parseDeclName("import")]
        while current.kind == .period, !current.isAtLineStart {
            advance()
            path.append(parseDeclName("import"))
        }
        return ImportDecl(kind: kind, path: path)
    }

    /// `infix operator <> : Group` (the fixity is among the modifiers).
    mutating func parseOperatorDecl(modifiers: [Modifier]) -> OperatorDecl {
        advance()
        let fixity: OperatorDecl.Fixity = modifiers.contains { $0.kind == .prefix } ? .prefix
            : modifiers.contains { $0.kind == .postfix } ? .postfix : .infix
        var name = Identifier("", range: SourceRange(at: current.start))
        if current.kind == .operator {
            let token = advance()
            name = Identifier(token.text, range: token.range)
        } else {
            errorExpected("expected operator name in operator declaration")
        }
        var group: Identifier?
        if consume(.colon) != nil {
            group = parseDeclName("operator")
        }
        return OperatorDecl(fixity: fixity, name: name, precedenceGroup: group)
    }

    /// `precedencegroup Name { higherThan: A lowerThan: B associativity: left assignment: true }`.
    mutating func parsePrecedenceGroup() -> PrecedenceGroupDecl {
        advance()
        let name = parseDeclName("precedencegroup")
        var decl = PrecedenceGroupDecl(name: name, higherThan: [], lowerThan: [], associativity: nil, assignment: nil)
        guard let open = consume(.leftBrace) else {
            errorExpected("expected '{' after name of precedence group")
            return decl
        }
        while !abandoned, !atEnd, current.kind != .rightBrace {
            let key = advance()
            guard consume(.colon) != nil else {
                error("expected colon after attribute name in precedence group", at: lastEnd)
                break
            }
            switch key.text {
            case "higherThan", "lowerThan":
                var names = [parseDeclName("precedencegroup")]
                while consume(.comma) != nil { names.append(parseDeclName("precedencegroup")) }
                if key.text == "higherThan" { decl.higherThan = names } else { decl.lowerThan = names }
            case "associativity":
                decl.associativity = Identifier(advance().text, range: lastTokenRange)
            case "assignment":
                decl.assignment = advance().isKeyword(.true)
            default:
                error("'\(key.text)' is not a valid precedence group attribute", at: key.start)
                advance()
            }
        }
        if consume(.rightBrace) == nil {
            errorExpected("expected '}' to end precedence group",
                          notes: [Diagnostic.Note(message: "to match this opening '{'", range: open.range)])
        }
        return decl
    }
}
