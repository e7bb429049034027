extension SyntaxDump {
    mutating func decl(_ d: Decl) {
        switch d.kind {
        case .variable(let v):
            declNode(v.introducer.rawValue, d) { dd in
                for b in v.bindings {
                    dd.node("binding", b.range) { dd in
                        dd.pattern(b.pattern)
                        if let t = b.type { dd.type(t) }
                        if let value = b.initializer { dd.expr(value) }
                        if let accessors = b.accessors { dd.accessorBlock(accessors) }
                    }
                }
            }
        case .function(let f):
            declNode("func \(f.name.name)", d) { dd in
                dd.genericParameters(f.genericParameters)
                dd.parameters(f.parameters)
                dd.effects(f.effects)
                if let result = f.result { dd.node("result", nil) { $0.type(result) } }
                dd.whereClause(f.whereClause)
                if let body = f.body { dd.block(body) }
            }
        case .initializer(let i):
            declNode("init" + i.failability.rawValue, d) { dd in
                dd.genericParameters(i.genericParameters)
                dd.parameters(i.parameters)
                dd.effects(i.effects)
                dd.whereClause(i.whereClause)
                if let body = i.body { dd.block(body) }
            }
        case .deinitializer(let body):
            declNode("deinit", d) { dd in if let body { dd.block(body) } }
        case .subscript(let s):
            declNode("subscript", d) { dd in
                dd.genericParameters(s.genericParameters)
                dd.parameters(s.parameters)
                dd.node("result", nil) { $0.type(s.result) }
                dd.whereClause(s.whereClause)
                if let accessors = s.accessors { dd.accessorBlock(accessors) }
            }
        case .nominalType(let n):
            declNode("\(n.kind.rawValue) \(n.name.name)", d) { dd in
                dd.genericParameters(n.genericParameters)
                dd.types(n.inheritance, head: "inherits")
                dd.whereClause(n.whereClause)
                for m in n.members { dd.decl(m) }
            }
        case .extension(let e):
            declNode("extension", d) { dd in
                dd.type(e.extendedType)
                dd.types(e.inheritance, head: "inherits")
                dd.whereClause(e.whereClause)
                for m in e.members { dd.decl(m) }
            }
        case .enumCase(let c):
            declNode("case", d) { dd in
                for element in c.elements {
                    dd.node("element", element.range) { dd in
                        dd.word(element.name.name)
                        if let values = element.associatedValues { dd.parameters(values) }
                        if let raw = element.rawValue { dd.expr(raw) }
                    }
                }
            }
        case .associatedType(let a):
            declNode("associatedtype \(a.name.name)", d) { dd in
                dd.types(a.inheritance, head: "inherits")
                if let t = a.defaultType { dd.node("default", nil) { $0.type(t) } }
                dd.whereClause(a.whereClause)
            }
        case .typeAlias(let t):
            declNode("typealias \(t.name.name)", d) { dd in
                dd.genericParameters(t.genericParameters)
                dd.type(t.type)
            }
        case .operator(let o):
            declNode("\(o.fixity.rawValue) operator \(o.name.name)", d) { dd in
                if let group = o.precedenceGroup { dd.word(group.name) }
            }
        case .precedenceGroup(let g):
            declNode("precedencegroup \(g.name.name)", d) { dd in
                if !g.higherThan.isEmpty { dd.word("higherThan:" + g.higherThan.map(\.name).joined(separator: ",")) }
                if !g.lowerThan.isEmpty { dd.word("lowerThan:" + g.lowerThan.map(\.name).joined(separator: ",")) }
                if let a = g.associativity { dd.word("associativity:" + a.name) }
                if let a = g.assignment { dd.word("assignment:\(a)") }
            }
        case .import(let i):
            declNode("import", d) { dd in
                if let kind = i.kind { dd.word(kind) }
                dd.word(i.path.map(\.name).joined(separator: "."))
            }
        case .ifConfig(let config):
            ifConfig(config, d.range) { dd, member in dd.decl(member) }
        case .macroExpansion(let expansion):
            macro(expansion, d.range)
        case .error:
            node("error", d.range)
        }
    }

    private mutating func declNode(_ head: String, _ d: Decl, _ body: (inout SyntaxDump) -> Void) {
        node(head, d.range) { dd in
            if let doc = d.docComment { dd.word("doc:" + Self.quoted(doc)) }
            dd.attributes(d.attributes)
            for m in d.modifiers { dd.word(m.kind.rawValue + (m.detail.map { "(\($0))" } ?? "")) }
            body(&dd)
        }
    }

    private mutating func accessorBlock(_ block: AccessorBlock) {
        switch block {
        case .getter(let body): self.block(body, head: "getter")
        case .accessors(let accessors, let range):
            node("accessors", range) { d in
                for a in accessors {
                    d.node(a.kind.rawValue, a.range) { d in
                        d.attributes(a.attributes)
                        for m in a.modifiers { d.word(m.kind.rawValue) }
                        if let p = a.parameter { d.word("(\(p.name))") }
                        d.effects(a.effects)
                        if let body = a.body { d.block(body) }
                    }
                }
            }
        }
    }

    private mutating func genericParameters(_ list: [GenericParameter]) {
        guard !list.isEmpty else { return }
        node("generics", nil) { d in
            for g in list {
                d.node("generic-param", g.range) { d in
                    if g.isPack { d.word("each") }
                    d.word(g.name.name)
                    if let c = g.constraint { d.type(c) }
                }
            }
        }
    }

    private mutating func whereClause(_ list: [WhereRequirement]) {
        guard !list.isEmpty else { return }
        node("where", nil) { d in
            for requirement in list {
                switch requirement.kind {
                case .conformance(let a, let b): d.node("conforms", requirement.range) { d in d.type(a); d.type(b) }
                case .sameType(let a, let b): d.node("same-type", requirement.range) { d in d.type(a); d.type(b) }
                }
            }
        }
    }

    mutating func parameters(_ list: [Parameter]) {
        node("params", nil) { d in
            for p in list {
                d.node("param", p.range) { d in
                    d.attributes(p.attributes)
                    if let first = p.firstName { d.word(first.name) }
                    if let second = p.secondName { d.word(second.name) }
                    d.type(p.type)
                    if p.isVariadic { d.word("...") }
                    if let value = p.defaultValue { d.node("default", nil) { $0.expr(value) } }
                }
            }
        }
    }
}
