extension Parser {
    /// `let`/`var` pattern `: Type`? `= value`? (the keyword is next).
    mutating func parseVariable() throws(LanguageError) -> VariableDecl {
        let isConstant = checkKeyword("let")
        advance()
        let nameStart = current.start
        let pattern = try parsePattern()
        var type: TypeAnnotation?
        if match(":") { type = try parseType() }
        var initializer: Expr?
        if match("=") { initializer = try parseExpression() }
        return VariableDecl(isConstant: isConstant, pattern: pattern, type: type, initializer: initializer, nameStart: nameStart)
    }

    /// `func name<T>(params) async throws -> Type { body }` (the keyword is next).
    mutating func parseFunction(modifiers: [String]) throws(LanguageError) -> FunctionDecl {
        let start = current
        advance()
        let name: String
        if case .symbol(let op) = current.kind, ["+", "-", "*", "/", "==", "<"].contains(op) {
            throw error("operator declarations are not part of the shape language")
        }
        name = try expectIdentifier("a function name")
        if check("<") { try skipGenericParameters() }
        let parameters = try parseParameters()
        try skipEffectsAndResult()
        let body = try parseBlock("function body")
        return FunctionDecl(name: name, parameters: parameters, body: body,
                            isStatic: modifiers.contains("static"), isMutating: modifiers.contains("mutating"),
                            isViewBuilder: modifiers.contains("@ViewBuilder"), range: range(from: start))
    }

    /// `async`, `throws`, `rethrows`, `-> Type`, `where …` between a signature and its body.
    mutating func skipEffectsAndResult() throws(LanguageError) {
        while let word = current.identifier, ["async", "throws", "rethrows"].contains(word) { advance() }
        if matchKeyword("throws") { }
        if match("->") { _ = try parseType() }
        if matchKeyword("where") {
            while !check("{") && !atEnd { advance() }
        }
    }

    mutating func skipGenericParameters() throws(LanguageError) {
        let open = current
        advance()
        var depth = 1
        while depth > 0 {
            if atEnd { throw unclosedError("expected '>' to close '<' opened at \(open.start)") }
            if check("<") { depth += 1 }
            if check(">") { depth -= 1 }
            advance()
        }
    }

    /// `(label name: Type = default, _ name: inout Type)`.
    mutating func parseParameters() throws(LanguageError) -> [ParameterDecl] {
        let open = current
        try expect("(", "to begin the parameter list")
        var parameters: [ParameterDecl] = []
        if match(")") { return parameters }
        repeat {
            _ = try parseModifiers()
            let first = try expectParameterName()
            var label: String? = first
            var name = first
            if current.identifier != nil || checkKeyword("in") {
                name = try expectParameterName()
            }
            if first == "_" { label = nil }
            try expect(":", "after parameter name")
            var isInout = false
            if matchKeyword("inout") { isInout = true }
            while case .attribute = current.kind { advance() }
            let type = try parseType()
            var defaultValue: Expr?
            if match("=") { defaultValue = try parseExpression() }
            parameters.append(ParameterDecl(label: label, name: name, type: type, defaultValue: defaultValue, isInout: isInout))
        } while match(",")
        try expectClosing(")", opening: open)
        return parameters
    }

    private mutating func expectParameterName() throws(LanguageError) -> String {
        if case .keyword(let word) = current.kind, word == "in" || word == "for" || word == "default" || word == "repeat" {
            advance()
            return word
        }
        return try expectIdentifier("a parameter name")
    }

    /// Parses and returns a type's spelling: `CGPoint`, `[CGPoint]`, `some View`, `(Double) -> Bool`,
    /// `Task<UIImage, any Error>?`. Types are otherwise ignored.
    mutating func parseType() throws(LanguageError) -> TypeAnnotation {
        try nested { p throws(LanguageError) in
            if let word = p.current.identifier, word == "some" || word == "any" {
                p.advance()
            }
            var name: String
            if p.check("[") {
                let open = p.current
                p.advance()
                let element = try p.parseType()
                if p.match(":") { _ = try p.parseType() }
                try p.expectClosing("]", opening: open)
                name = "[\(element.name)]"
            } else if p.check("(") {
                let open = p.current
                p.advance()
                var parts: [String] = []
                if !p.check(")") {
                    repeat {
                        if p.current.identifier != nil, p.peek(1).isSymbol(":") { p.advance(); p.advance() }
                        parts.append(try p.parseType().name)
                    } while p.match(",")
                }
                try p.expectClosing(")", opening: open)
                name = "(" + parts.joined(separator: ", ") + ")"
            } else {
                if p.matchKeyword("Self") { name = "Self" } else { name = try p.expectIdentifier("a type") }
                while p.check(".") && !p.current.hasSpaceBefore {
                    p.advance()
                    name += "." + (try p.expectIdentifier("a type"))
                }
                if p.check("<") && !p.current.hasSpaceBefore { try p.skipGenericParameters() }
            }
            while (p.check("?") || p.check("!")) && !p.current.hasSpaceBefore { p.advance() }
            if let word = p.current.identifier, word == "async" || word == "throws" { p.advance() }
            if p.match("->") { name = "(…) -> " + (try p.parseType().name) }
            return TypeAnnotation(name: name)
        }
    }

    /// `struct Name: A, B { members }` (the keyword is next).
    mutating func parseStruct() throws(LanguageError) -> StructDecl {
        let start = current
        advance()
        let name = try expectIdentifier("a struct name")
        if check("<") { try skipGenericParameters() }
        var conformances: [String] = []
        if match(":") {
            repeat { conformances.append(try parseType().name) } while match(",")
        }
        return try parseMembers(name: name, conformances: conformances, start: start)
    }

    /// `extension Name: Protocols { members }`.
    mutating func parseExtension() throws(LanguageError) -> StructDecl {
        let start = current
        advance()
        let name = try parseType().name
        var conformances: [String] = []
        if match(":") {
            repeat { conformances.append(try parseType().name) } while match(",")
        }
        if matchKeyword("where") { while !check("{") && !atEnd { advance() } }
        return try parseMembers(name: name, conformances: conformances, start: start)
    }

    private mutating func parseMembers(name: String, conformances: [String], start: Token) throws(LanguageError) -> StructDecl {
        let open = current
        try expect("{", "to begin the body of '\(name)'")
        var properties: [PropertyDecl] = []
        var methods: [FunctionDecl] = []
        var initializers: [FunctionDecl] = []
        try nested { p throws(LanguageError) in
            while !p.match("}") {
                if p.atEnd { throw p.unclosedError("expected '}' to close '{' opened at \(open.start)") }
                if p.match(";") { continue }
                let memberStart = p.current
                let modifiers = try p.parseModifiers()
                switch p.current.kind {
                case .keyword("let"), .keyword("var"):
                    properties.append(try p.parseProperty(modifiers: modifiers, start: memberStart))
                case .keyword("func"):
                    methods.append(try p.parseFunction(modifiers: modifiers))
                case .keyword("init"):
                    p.advance()
                    _ = p.match("?")
                    let parameters = try p.parseParameters()
                    try p.skipEffectsAndResult()
                    let body = try p.parseBlock("initializer body")
                    initializers.append(FunctionDecl(name: "init", parameters: parameters, body: body, isStatic: false,
                                                     isMutating: true, isViewBuilder: false, range: p.range(from: memberStart)))
                case .keyword("struct"):
                    throw p.error("nested struct declarations are not supported; declare '\(p.peek(1).identifier ?? "it")' at the top level")
                default:
                    throw p.error("expected a property, method or initializer in '\(name)', found \(p.current.display)")
                }
                try p.expectStatementEnd()
            }
        }
        return StructDecl(name: name, conformances: conformances, properties: properties, methods: methods,
                          initializers: initializers, range: range(from: start))
    }

    /// A stored or computed property (the `let`/`var` keyword is next).
    private mutating func parseProperty(modifiers: [String], start: Token) throws(LanguageError) -> PropertyDecl {
        let isConstant = checkKeyword("let")
        advance()
        let name = try expectIdentifier("a property name")
        var type: TypeAnnotation?
        if match(":") { type = try parseType() }
        var property = PropertyDecl(name: name, isConstant: isConstant, isStatic: modifiers.contains("static"), type: type,
                                    defaultValue: nil, getter: nil, setter: nil,
                                    isViewBuilder: modifiers.contains("@ViewBuilder") || name == "body" || name == "previews",
                                    range: range(from: start))
        property.wrapper = modifiers.contains("@State") ? .state : modifiers.contains("@Binding") ? .binding : nil
        if match("=") {
            property.defaultValue = try parseExpression()
        } else if check("{") {
            try parseAccessors(into: &property)
        }
        property.range = range(from: start)
        return property
    }

    /// `{ statements }` or `{ get { … } set(name) { … } }`.
    private mutating func parseAccessors(into property: inout PropertyDecl) throws(LanguageError) {
        let open = current
        let isAccessorBlock = peek(1).identifier.map { ["get", "set", "willSet", "didSet"].contains($0) } ?? false
            && (peek(2).isSymbol("{") || peek(2).isSymbol("("))
        guard isAccessorBlock else {
            property.getter = try parseBlock("computed property")
            return
        }
        advance()
        while !match("}") {
            if atEnd { throw unclosedError("expected '}' to close '{' opened at \(open.start)") }
            _ = try parseModifiers()
            let word = try expectIdentifier("'get' or 'set'")
            var parameter = "newValue"
            if match("(") {
                parameter = try expectIdentifier("the setter's parameter name")
                try expect(")", "after the setter's parameter name")
            }
            let body = try parseBlock("'\(word)' accessor")
            switch word {
            case "get": property.getter = body
            case "set": property.setter = (body, parameter)
            case "willSet", "didSet": break
            default: throw error("expected 'get' or 'set', found '\(word)'", at: previous)
            }
        }
    }
}
