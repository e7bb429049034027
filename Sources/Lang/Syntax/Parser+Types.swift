extension Parser {
    /// A type: attributes (`@escaping`), `inout`, `some`/`any`, compositions and function types.
    mutating func parseType() -> TypeExpr {
        descend({ $0.makeErrorType() }) { p in
            p.parseTypeWithAttributes()
        }
    }

    private mutating func parseTypeWithAttributes() -> TypeExpr {
        let start = current.start
        var attributes: [Attribute] = []
        while current.kind == .at { attributes.append(parseAttribute()) }
        var type: TypeExpr
        if consumeKeyword(.repeat) != nil {
            // `repeat each T`, `repeat [each T]`: a parameter pack's expansion (SE-0393).
            let pattern = parseType()
            type = TypeExpr(id: makeID(), range: range(from: start), kind: .packExpansion(pattern))
        } else if consumeKeyword(.inout) != nil {
            let inner = parseType()
            type = TypeExpr(id: makeID(), range: range(from: start), kind: .inOut(inner))
        } else if ["borrowing", "consuming", "__owned", "__shared", "sending"].contains(current.text),
                  current.kind == .identifier, peek().isAtLineStart == false, startsType(peek()) {
            advance()
            type = parseType()
        } else {
            type = parseNonAttributedType()
        }
        if !attributes.isEmpty {
            type = TypeExpr(id: makeID(), range: range(from: start), kind: .attributed(attributes, type))
        }
        return type
    }

    /// Whether `token` can begin a type.
    func startsType(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier, .leftParen, .leftBracket, .at: true
        case .keyword(let k): k == .selfType || k == ._ || k == .inout
        default: false
        }
    }

    private mutating func parseNonAttributedType() -> TypeExpr {
        let start = current.start
        // `each T`: a type parameter pack named in a `repeat` pattern (`repeat () -> each T` too).
        if current.isIdentifier("each"), !peek().isAtLineStart, startsType(peek()) {
            advance()
            let pack = descend({ $0.makeErrorType() }) { p in p.parseNonAttributedType() }
            return TypeExpr(id: makeID(), range: range(from: start), kind: .packElement(pack))
        }
        if current.kind == .identifier, current.text == "some" || current.text == "any",
           !peek().isAtLineStart, startsType(peek()) {
            let isSome = advance().text == "some"
            let inner = descend({ $0.makeErrorType() }) { p in p.parseNonAttributedType() }
            return TypeExpr(id: makeID(), range: range(from: start), kind: isSome ? .opaque(inner) : .existential(inner))
        }
        let (first, parenElements) = parsePostfixType()
        if let parameters = parenElements, startsFunctionTypeTail {
            let effects = parseEffects()
            guard consumeOperator("->") != nil else {
                errorExpected("expected '->' after function parameter tuple")
                return first
            }
            let result = descend({ $0.makeErrorType() }) { p in p.parseNonAttributedType() }
            let function = FunctionTypeExpr(parameters: parameters, effects: effects, result: result)
            return TypeExpr(id: makeID(), range: range(from: start), kind: .function(function))
        }
        guard current.isOperator("&") else { return first }
        var members = [first]
        while consumeOperator("&") != nil {
            members.append(parsePostfixType().type)
        }
        return TypeExpr(id: makeID(), range: range(from: start), kind: .composition(members))
    }

    private var startsFunctionTypeTail: Bool {
        current.isOperator("->") || current.isKeyword(.throws) || current.isKeyword(.rethrows)
            || (current.isIdentifier("async") && !current.isAtLineStart)
    }

    /// `async`, `throws`, `throws(E)`, `rethrows`, in either order Swift accepts.
    mutating func parseEffects() -> Effects {
        var effects = Effects()
        while true {
            if current.isIdentifier("async"), peekIsEffectContext {
                advance()
                effects.isAsync = true
            } else if consumeKeyword(.throws) != nil {
                var thrown: TypeExpr?
                if current.kind == .leftParen, current.isLeftBound {
                    advance()
                    thrown = parseType()
                    if consume(.rightParen) == nil { errorExpected("expected ')' after thrown type") }
                }
                effects.throwing = .throwing(thrown)
            } else if consumeKeyword(.rethrows) != nil {
                effects.throwing = .rethrowing
            } else {
                return effects
            }
        }
    }

    /// `async` is an effect only where a signature's effects may stand (not `async` as a name).
    private var peekIsEffectContext: Bool {
        let next = peek()
        return next.isOperator("->") || next.isKeyword(.throws) || next.isKeyword(.rethrows)
            || next.kind == .leftBrace || next.isKeyword(.in) || next.isKeyword(.where)
            || next.kind == .rightParen || next.kind == .comma || next.kind == .endOfFile
            || next.isAtLineStart || next.kind == .semicolon || next.kind == .rightBrace
            || next.kind == .colon || next.isOperator("=")
    }

    /// A primary type with its postfix forms (`?`, `!`, `.Type`); also returns the elements when
    /// it was a parenthesised list, which a following `->` makes a function's parameters.
    private mutating func parsePostfixType() -> (type: TypeExpr, parenElements: [TupleTypeElement]?) {
        let start = current.start
        var (type, parenElements) = parsePrimaryType()
        while true {
            if current.kind == .operator, current.isLeftBound, current.text.hasPrefix("?") {
                consumeFirstCharacter()
                type = TypeExpr(id: makeID(), range: range(from: start), kind: .optional(type))
            } else if current.kind == .operator, current.isLeftBound, current.text.hasPrefix("!") {
                consumeFirstCharacter()
                type = TypeExpr(id: makeID(), range: range(from: start), kind: .implicitlyUnwrapped(type))
            } else if current.kind == .period, peek().isIdentifier("Type") || peek().isIdentifier("Protocol") {
                advance()
                let isProtocol = advance().text == "Protocol"
                type = TypeExpr(id: makeID(), range: range(from: start), kind: .metatype(type, isProtocol: isProtocol))
            } else {
                return (type, parenElements)
            }
            parenElements = nil
        }
    }

    /// Consumes the first character of the current operator token (`?` of `?>`).
    mutating func consumeFirstCharacter() {
        if current.text.count == 1 {
            advance()
        } else {
            _ = splitOperator(keeping: 1)
        }
    }

    var lastTokenRange: SourceRange {
        index > 0 ? tokens[index - 1].range : SourceRange(at: .start)
    }

    private mutating func parsePrimaryType() -> (TypeExpr, [TupleTypeElement]?) {
        let start = current.start
        switch current.kind {
        case .identifier, .keyword(.selfType), .keyword(.class):
            return (parseNamedType(), nil)
        case .keyword(._):
            advance()
            return (TypeExpr(id: makeID(), range: range(from: start), kind: .placeholder), nil)
        case .leftParen:
            return parseTupleType()
        case .leftBracket:
            // Only the key path root's own brackets: `\[[Int].Index].count`'s inner ones have members.
            let allowsMembers = !parsesKeyPathRoot
            parsesKeyPathRoot = false
            let open = advance()
            let element = parseType()
            var kind = TypeExprKind.array(element)
            if consume(.colon) != nil {
                kind = .dictionary(key: element, value: parseType())
            }
            if consume(.rightBracket) == nil {
                errorExpected("expected ']' in \(kindName(kind)) type",
                              notes: [Diagnostic.Note(message: "to match this opening '['", range: open.range)])
            }
            let sugared = TypeExpr(id: makeID(), range: range(from: start), kind: kind)
            return ((allowsMembers ? memberTypes(of: sugared) : nil) ?? sugared, nil)
        default:
            errorExpected("expected type")
            return (TypeExpr(id: makeID(), range: SourceRange(at: expectedLocation), kind: .error), nil)
        }
    }

    /// `[Int].Index`, `[String: Int].Keys`: a member type of a sugared array or dictionary type,
    /// written as the standard library's qualified name (`Swift.Array<Int>.Index`) so that a
    /// program's own `Array` does not take it; nil when no `.Name` follows.
    private mutating func memberTypes(of sugared: TypeExpr) -> TypeExpr? {
        let next = peek()
        guard current.kind == .period, current.isLeftBound, next.kind == .identifier,
              !next.isIdentifier("Type"), !next.isIdentifier("Protocol") else { return nil }
        let range = sugared.range
        var components = [TypeComponent(name: Identifier("Swift", range: range), genericArguments: [])]
        switch sugared.kind {
        case .array(let element):
            components.append(TypeComponent(name: Identifier("Array", range: range), genericArguments: [element]))
        case .dictionary(let key, let value):
            components.append(TypeComponent(name: Identifier("Dictionary", range: range), genericArguments: [key, value]))
        default:
            return nil
        }
        while current.kind == .period, peek().kind == .identifier, !peek().isIdentifier("Type"), !peek().isIdentifier("Protocol") {
            advance()
            let token = advance()
            let arguments = current.kind == .operator && current.text.hasPrefix("<") && !current.isAtLineStart
                ? parseGenericArguments() : []
            components.append(TypeComponent(name: Identifier(token.text, range: token.range), genericArguments: arguments))
        }
        return TypeExpr(id: makeID(), range: self.range(from: range.start), kind: .named(components))
    }

    private func kindName(_ kind: TypeExprKind) -> String {
        if case .dictionary = kind { return "dictionary" }
        return "array"
    }

    /// `A.B<C>.D`; `class` in a protocol's inheritance list stands for `AnyObject`.
    mutating func parseNamedType() -> TypeExpr {
        let start = current.start
        var components: [TypeComponent] = []
        while true {
            let token = advance()
            let name = Identifier(token.isKeyword(.class) ? "AnyObject" : token.text, range: token.range)
            let arguments = current.kind == .operator && current.text.hasPrefix("<") && !current.isAtLineStart
                ? parseGenericArguments() : []
            components.append(TypeComponent(name: name, genericArguments: arguments))
            let next = peek()
            guard current.kind == .period, next.kind == .identifier || next.isKeyword(.selfType),
                  !next.isIdentifier("Type"), !next.isIdentifier("Protocol") else { break }
            advance()
        }
        return TypeExpr(id: makeID(), range: range(from: start), kind: .named(components))
    }

    /// `<T, U>` after a type name; the closing `>` may be the first character of `>>` or `>?`.
    mutating func parseGenericArguments() -> [TypeExpr] {
        let open = current.text == "<" ? advance() : splitOperator(keeping: 1)
        var arguments: [TypeExpr] = []
        while !atEnd, !(current.kind == .operator && current.text.hasPrefix(">")) {
            arguments.append(parseType())
            if consume(.comma) == nil { break }
        }
        if current.kind == .operator, current.text.hasPrefix(">") {
            consumeFirstCharacter()
        } else {
            errorExpected("expected '>' to complete generic argument list",
                          notes: [Diagnostic.Note(message: "to match this opening '<'", range: open.range)])
        }
        return arguments
    }

    /// `(a: Int, _ b: Double, Int...)`: a tuple type, a parenthesised type, or a function type's
    /// parameters.
    private mutating func parseTupleType() -> (TypeExpr, [TupleTypeElement]?) {
        let start = current.start
        let open = advance()
        var elements: [TupleTypeElement] = []
        while !atEnd, current.kind != .rightParen {
            let elementStart = current.start
            var label: Identifier?
            var secondName: Identifier?
            if isNameToken(current), peek().kind == .colon {
                label = Identifier(advance().text, range: lastTokenRange)
                advance()
            } else if isNameToken(current), isNameToken(peek()), peek(2).kind == .colon {
                label = Identifier(advance().text, range: lastTokenRange)
                secondName = Identifier(advance().text, range: lastTokenRange)
                advance()
            }
            let type = parseType()
            guard current.start != elementStart else { break }
            let isVariadic = consumeOperator("...") != nil
            elements.append(TupleTypeElement(label: label, secondName: secondName, type: type,
                                             isVariadic: isVariadic, range: range(from: elementStart)))
            if current.kind == .rightParen { break }
            if consume(.comma) == nil {
                errorExpected("expected ',' separator")
                if !startsType(current) { break }
            }
        }
        if consume(.rightParen) == nil {
            errorExpected("expected ')' in tuple type",
                          notes: [Diagnostic.Note(message: "to match this opening '('", range: open.range)])
        }
        // `(repeat each T)` stays a tuple: its one element stands for any number of them.
        if elements.count == 1, let only = elements.first, only.label == nil, !only.isVariadic, !only.type.isPackExpansion {
            return (only.type, elements)
        }
        return (TypeExpr(id: makeID(), range: range(from: start), kind: .tuple(elements)), elements)
    }

    /// A token usable as a label or parameter name: an identifier, `_`, or a keyword (Swift allows
    /// most keywords as argument labels).
    func isNameToken(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier: true
        case .keyword(let k): k != .inout && k != .var && k != .let
        default: false
        }
    }
}
