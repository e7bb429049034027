extension SyntaxDump {
    mutating func stmt(_ s: Stmt) {
        let r = s.range
        switch s.kind {
        case .expression(let e): expr(e)
        case .declaration(let d): decl(d)
        case .if(let i): node("if", r) { $0.ifBody(i) }
        case .guard(let g):
            node("guard", r) { d in d.conditions(g.conditions); d.block(g.body, head: "else") }
        case .while(let w):
            node("while", r) { d in d.conditions(w.conditions); d.block(w.body) }
        case .repeat(let w):
            node("repeat", r) { d in d.block(w.body); d.expr(w.condition) }
        case .for(let f):
            node("for", r) { d in
                if f.isCasePattern { d.word("case") }
                if f.isAsync { d.word("async") }
                d.pattern(f.pattern)
                d.expr(f.sequence)
                if let w = f.whereClause { d.node("where", nil) { $0.expr(w) } }
                d.block(f.body)
            }
        case .switch(let sw): node("switch", r) { $0.switchBody(sw) }
        case .do(let doStmt):
            node("do", r) { d in
                d.block(doStmt.body)
                for clause in doStmt.catches {
                    d.node("catch", clause.range) { d in
                        d.caseItems(clause.items)
                        d.block(clause.body)
                    }
                }
            }
        case .labeled(let label, let inner): node("label \(label.name)", r) { $0.stmt(inner) }
        case .break(let label): node("break", r) { d in if let label { d.word(label.name) } }
        case .continue(let label): node("continue", r) { d in if let label { d.word(label.name) } }
        case .return(let value): node("return", r) { d in if let value { d.expr(value) } }
        case .throw(let value): node("throw", r) { $0.expr(value) }
        case .defer(let body): node("defer", r) { $0.block(body) }
        case .fallthrough: node("fallthrough", r)
        case .ifConfig(let config): ifConfig(config, r) { d, s in d.stmt(s) }
        case .error: node("error", r)
        }
    }

    mutating func ifBody(_ i: IfStmt) {
        conditions(i.conditions)
        block(i.body)
        switch i.elseBranch {
        case .elseIf(let s): node("else", nil) { $0.stmt(s) }
        case .block(let b): block(b, head: "else")
        case nil: break
        }
    }

    mutating func switchBody(_ sw: SwitchStmt) {
        expr(sw.subject)
        for c in sw.cases {
            switch c.label {
            case .default:
                node(c.isUnknown ? "@unknown default" : "default", c.range) { d in for s in c.body { d.stmt(s) } }
            case .case(let items):
                node("case", c.range) { d in
                    d.caseItems(items)
                    for s in c.body { d.stmt(s) }
                }
            }
        }
    }

    mutating func caseItems(_ items: [CaseItem]) {
        for item in items {
            pattern(item.pattern)
            if let w = item.whereClause { node("where", nil) { $0.expr(w) } }
        }
    }

    mutating func conditions(_ list: [Condition]) {
        for c in list {
            switch c.kind {
            case .expression(let e): expr(e)
            case .optionalBinding(let b):
                node(b.introducer.rawValue, c.range) { d in
                    d.pattern(b.pattern)
                    if let t = b.type { d.type(t) }
                    if let value = b.initializer { d.expr(value) }
                }
            case .patternMatch(let p, let value):
                node("case", c.range) { d in d.pattern(p); d.expr(value) }
            case .availability(let isUnavailable, let text):
                node(isUnavailable ? "#unavailable" : "#available", c.range) { $0.word(Self.quoted(text)) }
            }
        }
    }

    mutating func ifConfig<Element>(_ config: IfConfig<Element>, _ r: SourceRange?,
                                    _ element: (inout SyntaxDump, Element) -> Void) {
        node("#if", r) { d in
            for clause in config.clauses {
                d.node(clause.condition == nil ? "#else" : "clause", clause.range) { d in
                    if let condition = clause.condition { d.expr(condition) }
                    for e in clause.elements { element(&d, e) }
                }
            }
        }
    }

    mutating func pattern(_ p: Pattern) {
        let r = p.range
        switch p.kind {
        case .wildcard: node("_", r)
        case .identifier(let name): node("bind", r) { $0.word(name.name) }
        case .tuple(let elements): node("tuple-pattern", r) { $0.patternElements(elements) }
        case .binding(let introducer, let inner): node(introducer.rawValue, r) { $0.pattern(inner) }
        case .enumCase(let c):
            node("case-pattern", r) { d in
                if let t = c.type { d.type(t) }
                d.word("." + c.name.name)
                if let payload = c.payload { d.node("payload", nil) { $0.patternElements(payload) } }
            }
        case .optional(let inner): node("optional-pattern", r) { $0.pattern(inner) }
        case .isType(let t): node("is-pattern", r) { $0.type(t) }
        case .cast(let inner, let t): node("as-pattern", r) { d in d.pattern(inner); d.type(t) }
        case .expression(let e): node("expr-pattern", r) { $0.expr(e) }
        case .typed(let inner, let t): node("typed-pattern", r) { d in d.pattern(inner); d.type(t) }
        case .error: node("error", r)
        }
    }

    private mutating func patternElements(_ elements: [TuplePatternElement]) {
        for element in elements {
            if let label = element.label { word(label.name + ":") }
            pattern(element.pattern)
        }
    }

    mutating func type(_ t: TypeExpr) {
        let r = t.range
        switch t.kind {
        case .named(let components):
            node("type", r) { d in
                d.word(components.map(\.name.name).joined(separator: "."))
                for c in components where !c.genericArguments.isEmpty {
                    d.types(c.genericArguments, head: "generic \(c.name.name)")
                }
            }
        case .optional(let inner): node("optional", r) { $0.type(inner) }
        case .implicitlyUnwrapped(let inner): node("iuo", r) { $0.type(inner) }
        case .array(let element): node("array-type", r) { $0.type(element) }
        case .dictionary(let key, let value): node("dictionary-type", r) { d in d.type(key); d.type(value) }
        case .tuple(let elements): node("tuple-type", r) { $0.typeElements(elements) }
        case .function(let f):
            node("function-type", r) { d in
                d.node("params", nil) { $0.typeElements(f.parameters) }
                d.effects(f.effects)
                d.type(f.result)
            }
        case .opaque(let inner): node("some", r) { $0.type(inner) }
        case .existential(let inner): node("any", r) { $0.type(inner) }
        case .composition(let members): node("composition", r) { d in for m in members { d.type(m) } }
        case .metatype(let inner, let isProtocol): node(isProtocol ? "protocol-metatype" : "metatype", r) { $0.type(inner) }
        case .attributed(let attributes, let inner): node("attributed", r) { d in d.attributes(attributes); d.type(inner) }
        case .inOut(let inner): node("inout-type", r) { $0.type(inner) }
        case .placeholder: node("placeholder", r)
        case .packExpansion(let inner): node("repeat-type", r) { $0.type(inner) }
        case .packElement(let inner): node("each-type", r) { $0.type(inner) }
        case .error: node("error", r)
        }
    }

    private mutating func typeElements(_ elements: [TupleTypeElement]) {
        for element in elements {
            if let label = element.label { word(label.name + ":") }
            type(element.type)
            if element.isVariadic { word("...") }
        }
    }
}
