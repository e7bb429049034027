extension Parser {
    /// A declaration with its doc comment, attributes and modifiers.
    mutating func parseDeclaration() -> Decl {
        descend({ $0.makeErrorDecl() }) { p in p.parseDeclarationBody() }
    }

    private mutating func parseDeclarationBody() -> Decl {
        let start = current.start
        let docComment = docComments[index]
        let (attributes, modifiers) = parseAttributesAndModifiers()
        let kind: DeclKind
        let token = current
        switch token.kind {
        case .keyword(.let), .keyword(.var):
            kind = .variable(parseVariable())
        case .keyword(.func):
            kind = .function(parseFunction())
        case .keyword(.initKeyword):
            kind = .initializer(parseInitializer())
        case .keyword(.deinit):
            advance()
            kind = .deinitializer(current.kind == .leftBrace ? parseCodeBlock(after: "'deinit'") : nil)
        case .keyword(.subscript):
            kind = .subscript(parseSubscript())
        case .keyword(.struct), .keyword(.class), .keyword(.enum), .keyword(.protocol):
            kind = .nominalType(parseNominalType())
        case .identifier where token.text == "actor":
            kind = .nominalType(parseNominalType())
        case .keyword(.extension):
            kind = .extension(parseExtension())
        case .keyword(.case):
            kind = .enumCase(parseEnumCase())
        case .keyword(.associatedtype):
            kind = .associatedType(parseAssociatedType())
        case .keyword(.typealias):
            kind = .typeAlias(parseTypeAlias())
        case .keyword(.import):
            kind = .import(parseImport())
        case .keyword(.operator):
            kind = .operator(parseOperatorDecl(modifiers: modifiers))
        case .keyword(.precedencegroup):
            kind = .precedenceGroup(parsePrecedenceGroup())
        case .pound where token.text == "if":
            kind = .ifConfig(parseIfConfig { p in p.parseMemberList() })
        case .pound:
            advance()
            kind = .macroExpansion(parseMacroExpansionTail(name: Identifier(token.text, range: token.range)))
        default:
            errorExpected("expected declaration")
            kind = .error
        }
        return Decl(id: makeID(), range: range(from: start), docComment: docComment, attributes: attributes,
                    modifiers: modifiers, kind: kind)
    }

    /// A name after `struct`, `func`, `case`, …: an identifier or a backticked keyword.
    mutating func parseDeclName(_ what: String) -> Identifier {
        if current.kind == .identifier {
            let token = advance()
            return Identifier(token.text, range: token.range)
        }
        errorExpected("expected identifier in \(what) declaration")
        return Identifier("", range: SourceRange(at: expectedLocation))
    }

    /// `let`/`var` bindings.
    private mutating func parseVariable() -> VariableDecl {
        let introducer: BindingIntroducer = advance().isKeyword(.let) ? .let : .var
        var bindings: [PatternBinding] = []
        repeat {
            let start = current.start
            guard isNameToken(current) || current.kind == .leftParen else {
                errorExpected("expected pattern")
                break
            }
            let pattern = parsePattern(binding: true)
            var type: TypeExpr?
            if consume(.colon) != nil { type = parseType() }
            var initializer: Expr?
            if let equals = consumeOperator("=") {
                if startsExpression(current), !(current.isAtLineStart && isDeclarationStart) {
                    initializer = parseExpression()
                } else {
                    error("expected initial value after '='", at: equals.range.start)
                }
            }
            var accessors: AccessorBlock?
            if current.kind == .leftBrace, !forbidsTrailingClosure {
                accessors = parseAccessorBlock()
            }
            bindings.append(PatternBinding(id: makeID(), range: range(from: start), pattern: pattern, type: type,
                                           initializer: initializer, accessors: accessors))
        } while !abandoned && consume(.comma) != nil
        return VariableDecl(introducer: introducer, bindings: bindings)
    }

    private static let accessorNames: Set<String> = ["get", "set", "willSet", "didSet", "_modify", "_read", "init"]

    /// `{ statements }` (a getter) or `{ get … set … }` / `{ willSet … didSet … }` / `{ get set }`.
    mutating func parseAccessorBlock() -> AccessorBlock {
        let start = current.start
        var offset = 1
        while peek(offset).kind == .at { offset += 2 }
        while peek(offset).isIdentifier("mutating") || peek(offset).isIdentifier("nonmutating") { offset += 1 }
        let first = peek(offset)
        let isAccessorList = (first.kind == .identifier || first.isKeyword(.initKeyword))
            && Self.accessorNames.contains(first.text)
            && [.leftBrace, .leftParen, .rightBrace, .identifier].contains(peek(offset + 1).kind)
        guard isAccessorList else {
            return .getter(parseCodeBlock(after: "computed property"))
        }
        let open = advance()
        var accessors: [AccessorDecl] = []
        while !abandoned, !atEnd, current.kind != .rightBrace {
            let accessorStart = current.start
            var attributes: [Attribute] = []
            while current.kind == .at { attributes.append(parseAttribute()) }
            var modifiers: [Modifier] = []
            while current.isIdentifier("mutating") || current.isIdentifier("nonmutating"),
                  let kind = Modifier.Kind(rawValue: current.text) {
                modifiers.append(Modifier(kind: kind, detail: nil, range: advance().range))
            }
            guard let kind = AccessorDecl.Kind(rawValue: current.text) else {
                errorExpected("expected 'get', 'set', 'willSet', or 'didSet' keyword to start an accessor definition")
                skipToStatementBoundary()
                if current.kind != .rightBrace, !atEnd { advance() }
                continue
            }
            advance()
            var parameter: Identifier?
            if current.kind == .leftParen, !current.isAtLineStart {
                advance()
                parameter = parseDeclName("accessor parameter")
                if consume(.rightParen) == nil { errorExpected("expected ')' after accessor parameter name") }
            }
            let effects = parseEffects()
            let body = current.kind == .leftBrace ? parseCodeBlock(after: "accessor") : nil
            accessors.append(AccessorDecl(id: makeID(), range: range(from: accessorStart), attributes: attributes,
                                          modifiers: modifiers, kind: kind, parameter: parameter,
                                          effects: effects, body: body))
            _ = consume(.semicolon)
        }
        if consume(.rightBrace) == nil {
            errorExpected("expected '}' at end of variable get/set clause",
                          notes: [Diagnostic.Note(message: "to match this opening '{'", range: open.range)])
        }
        return .accessors(accessors, range(from: start))
    }

    /// `func name<T>(params) async throws -> R where … { body }`; the name may be an operator.
    private mutating func parseFunction() -> FunctionDecl {
        advance()
        let name: Identifier
        if current.kind == .operator {
            // `func < <T>(…)` is rare; a `<` glued to the name opens the generic list only after a name.
            let token = advance()
            name = Identifier(token.text, range: token.range)
        } else {
            name = parseDeclName("function")
        }
        let generics = parseGenericParametersIfPresent()
        let parameters = parseParameterClause()
        let effects = parseEffects()
        var result: TypeExpr?
        if consumeOperator("->") != nil {
            if startsType(current) {
                result = parseType()
            } else {
                errorExpected("expected type for function result")
            }
        }
        let whereClause = parseWhereClauseIfPresent()
        let body = current.kind == .leftBrace ? parseCodeBlock(after: "function") : nil
        return FunctionDecl(name: name, genericParameters: generics, parameters: parameters, effects: effects,
                            result: result, whereClause: whereClause, body: body)
    }

    /// `init`, `init?`, `init!` with parameters and body.
    private mutating func parseInitializer() -> InitializerDecl {
        advance()
        var failability = Failability.none
        if current.kind == .operator, current.isLeftBound, current.text == "?" || current.text == "!" {
            failability = advance().text == "?" ? .optional : .implicitlyUnwrapped
        }
        let generics = parseGenericParametersIfPresent()
        let parameters = parseParameterClause()
        let effects = parseEffects()
        let whereClause = parseWhereClauseIfPresent()
        let body = current.kind == .leftBrace ? parseCodeBlock(after: "initializer") : nil
        return InitializerDecl(failability: failability, genericParameters: generics, parameters: parameters,
                               effects: effects, whereClause: whereClause, body: body)
    }

    /// `subscript(params) -> R { accessors }`.
    private mutating func parseSubscript() -> SubscriptDecl {
        advance()
        let generics = parseGenericParametersIfPresent()
        let parameters = parseParameterClause()
        var result: TypeExpr
        if consumeOperator("->") != nil {
            result = parseType()
        } else {
            errorExpected("expected '->' for subscript element type")
            result = TypeExpr(id: makeID(), range: SourceRange(at: expectedLocation), kind: .error)
        }
        let whereClause = parseWhereClauseIfPresent()
        let accessors = current.kind == .leftBrace ? parseAccessorBlock() : nil
        return SubscriptDecl(genericParameters: generics, parameters: parameters, result: result,
                             whereClause: whereClause, accessors: accessors)
    }
}
