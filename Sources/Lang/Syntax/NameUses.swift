/// One name a syntax tree uses (an identifier expression such as `f` or `x`), with where it stands.
struct NameUse: Equatable {
    let name: String
    /// Whether it is the callee of a call itself (`f()`; not `f` in `a.f()` or `(f)()`).
    let isCallee: Bool
    /// Whether it stands inside a closure or a function declaration (not an initializer,
    /// accessor or subscript of a nested type).
    let isNested: Bool
}

/// The identifier expressions a statement or an expression uses, in source order: every
/// child that holds an expression is walked (attributes' arguments, default values, `#if`
/// conditions, key-path subscripts), so each switch is exhaustive and a new node kind must be
/// handled here. Names that are not expressions (bound patterns, labels, member names,
/// closure captures without `= value`) are not uses.
struct NameUses {
    private(set) var uses: [NameUse] = []
    /// Whether the walk is inside a closure or a function declaration.
    private var isNested = false

    /// The names `statement` uses.
    static func of(_ statement: Stmt) -> [NameUse] {
        var walker = NameUses()
        walker.stmt(statement)
        return walker.uses
    }

    /// The names `expression` uses.
    static func of(_ expression: Expr) -> [NameUse] {
        var walker = NameUses()
        walker.expr(expression)
        return walker.uses
    }

    /// Walks `body` as inside a closure or a function declaration.
    private mutating func nested(_ body: (inout NameUses) -> Void) {
        let outer = isNested
        isNested = true
        body(&self)
        isNested = outer
    }

    private mutating func use(_ name: Identifier, isCallee: Bool = false) {
        uses.append(NameUse(name: name.name, isCallee: isCallee, isNested: isNested))
    }

    // MARK: - Statements

    private mutating func stmt(_ s: Stmt) {
        switch s.kind {
        case .expression(let e): expr(e)
        case .declaration(let d): decl(d)
        case .if(let i): ifBody(i)
        case .guard(let g): conditions(g.conditions); block(g.body)
        case .while(let w): conditions(w.conditions); block(w.body)
        case .repeat(let w): block(w.body); expr(w.condition)
        case .for(let f):
            pattern(f.pattern)
            expr(f.sequence)
            if let w = f.whereClause { expr(w) }
            block(f.body)
        case .switch(let sw): switchBody(sw)
        case .do(let doStmt):
            block(doStmt.body)
            for clause in doStmt.catches { caseItems(clause.items); block(clause.body) }
        case .labeled(_, let inner): stmt(inner)
        case .return(let value): if let value { expr(value) }
        case .throw(let value): expr(value)
        case .defer(let body): block(body)
        case .ifConfig(let config): ifConfig(config) { $0.stmt($1) }
        case .break, .continue, .fallthrough, .error: break
        }
    }

    private mutating func block(_ block: CodeBlock) {
        for s in block.statements { stmt(s) }
    }

    private mutating func ifBody(_ i: IfStmt) {
        conditions(i.conditions)
        block(i.body)
        switch i.elseBranch {
        case .elseIf(let s): stmt(s)
        case .block(let b): block(b)
        case nil: break
        }
    }

    private mutating func switchBody(_ sw: SwitchStmt) {
        expr(sw.subject)
        for c in sw.cases {
            switch c.label {
            case .default: break
            case .case(let items): caseItems(items)
            }
            for s in c.body { stmt(s) }
        }
    }

    private mutating func caseItems(_ items: [CaseItem]) {
        for item in items {
            pattern(item.pattern)
            if let w = item.whereClause { expr(w) }
        }
    }

    private mutating func conditions(_ list: [Condition]) {
        for c in list {
            switch c.kind {
            case .expression(let e): expr(e)
            case .optionalBinding(let b):
                pattern(b.pattern)
                if let t = b.type { type(t) }
                if let value = b.initializer { expr(value) }
            case .patternMatch(let p, let value): pattern(p); expr(value)
            case .availability: break
            }
        }
    }

    private mutating func ifConfig<Element>(_ config: IfConfig<Element>, _ element: (inout NameUses, Element) -> Void) {
        for clause in config.clauses {
            if let condition = clause.condition { expr(condition) }
            for e in clause.elements { element(&self, e) }
        }
    }

    // MARK: - Expressions

    private mutating func expr(_ e: Expr) {
        switch e.kind {
        case .identifier(let name, let generics): use(name); types(generics)
        case .call(let call):
            // Only a bare name is the callee: `f` in `f()`, not in `a.f()` or `(f)()`.
            if case .identifier(let name, let generics) = call.callee.kind {
                use(name, isCallee: true)
                types(generics)
            } else {
                expr(call.callee)
            }
            arguments(call.arguments)
            arguments(call.trailingClosures)
        case .member(let base, _, let generics): types(generics); expr(base)
        case .implicitMember(_, let generics): types(generics)
        case .array(let elements): for x in elements { expr(x) }
        case .dictionary(let pairs): for pair in pairs { expr(pair.key); expr(pair.value) }
        case .stringLiteral(let literal):
            for segment in literal.segments {
                switch segment {
                case .text: break
                case .interpolation(let arguments, _): self.arguments(arguments)
                }
            }
        case .postfixSelf(let base): expr(base)
        case .type(let t): type(t)
        case .subscript(let sub):
            expr(sub.base)
            arguments(sub.arguments)
            arguments(sub.trailingClosures)
        case .macroExpansion(let expansion): macro(expansion)
        case .binary(let b): expr(b.lhs); expr(b.rhs)
        case .prefix(_, let operand), .postfix(_, let operand): expr(operand)
        case .ternary(let c, let t, let f): expr(c); expr(t); expr(f)
        case .cast(let value, _, let t), .isType(let value, let t): expr(value); type(t)
        case .forceUnwrap(let value), .bindOptional(let value), .optionalEvaluation(let value),
             .inOut(let value), .paren(let value), .try(_, let value), .await(let value):
            expr(value)
        case .tuple(let elements): arguments(elements)
        case .closure(let closure): nested { $0.closure(closure) }
        case .keyPath(let path):
            if let root = path.root { type(root) }
            for component in path.components {
                switch component {
                case .subscript(let arguments, _): self.arguments(arguments)
                case .property, .optionalChain, .forceUnwrap, .identity: break
                }
            }
        case .ifExpression(let s): ifBody(s)
        case .switchExpression(let s): switchBody(s)
        case .postfixIfConfig(let base, let config): expr(base); ifConfig(config) { $0.expr($1) }
        case .integerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral, .superRef, .magicIdentifier,
             .discard, .ifConfigBase, .error:
            break
        }
    }

    private mutating func arguments(_ list: [Argument]) {
        for argument in list { expr(argument.value) }
    }

    private mutating func macro(_ expansion: MacroExpansion) {
        types(expansion.genericArguments)
        arguments(expansion.arguments)
        arguments(expansion.trailingClosures)
    }

    /// A closure's contents (the caller marks them nested): only a capture's `= value` is a use.
    private mutating func closure(_ c: ClosureExpr) {
        attributes(c.attributes)
        for item in c.captures { if let value = item.value { expr(value) } }
        for p in c.parameters ?? [] { if let t = p.type { type(t) } }
        effects(c.effects)
        if let result = c.resultType { type(result) }
        for s in c.body { stmt(s) }
    }

    // MARK: - Declarations

    private mutating func decl(_ d: Decl) {
        // A function declaration's contents (its attributes too) stand nested; no other
        // declaration's do.
        if case .function = d.kind { nested { $0.declContents(d) } } else { declContents(d) }
    }

    private mutating func declContents(_ d: Decl) {
        switch d.kind {
        // `#if` blocks and macro expansions keep no attributes of their own.
        case .ifConfig, .macroExpansion, .error: break
        case .function, .variable, .initializer, .deinitializer, .subscript, .nominalType, .extension, .enumCase,
             .associatedType, .typeAlias, .operator, .precedenceGroup, .import:
            attributes(d.attributes)
        }
        switch d.kind {
        case .function(let f):
            genericParameters(f.genericParameters)
            parameters(f.parameters)
            effects(f.effects)
            if let result = f.result { type(result) }
            whereClause(f.whereClause)
            if let body = f.body { block(body) }
        case .variable(let v):
            for b in v.bindings {
                pattern(b.pattern)
                if let t = b.type { type(t) }
                if let value = b.initializer { expr(value) }
                if let accessors = b.accessors { accessorBlock(accessors) }
            }
        case .initializer(let i):
            genericParameters(i.genericParameters)
            parameters(i.parameters)
            effects(i.effects)
            whereClause(i.whereClause)
            if let body = i.body { block(body) }
        case .deinitializer(let body): if let body { block(body) }
        case .subscript(let s):
            genericParameters(s.genericParameters)
            parameters(s.parameters)
            type(s.result)
            whereClause(s.whereClause)
            if let accessors = s.accessors { accessorBlock(accessors) }
        case .nominalType(let n):
            genericParameters(n.genericParameters)
            types(n.inheritance)
            whereClause(n.whereClause)
            for m in n.members { decl(m) }
        case .extension(let e):
            type(e.extendedType)
            types(e.inheritance)
            whereClause(e.whereClause)
            for m in e.members { decl(m) }
        case .enumCase(let c):
            for element in c.elements {
                if let values = element.associatedValues { parameters(values) }
                if let raw = element.rawValue { expr(raw) }
            }
        case .associatedType(let a):
            types(a.inheritance)
            if let t = a.defaultType { type(t) }
            whereClause(a.whereClause)
        case .typeAlias(let t): genericParameters(t.genericParameters); type(t.type)
        case .ifConfig(let config): ifConfig(config) { $0.decl($1) }
        case .macroExpansion(let expansion): macro(expansion)
        case .operator, .precedenceGroup, .import, .error: break
        }
    }

    private mutating func accessorBlock(_ accessors: AccessorBlock) {
        switch accessors {
        case .getter(let body): block(body)
        case .accessors(let list, _):
            for a in list {
                attributes(a.attributes)
                effects(a.effects)
                if let body = a.body { block(body) }
            }
        }
    }

    private mutating func genericParameters(_ list: [GenericParameter]) {
        for g in list { if let c = g.constraint { type(c) } }
    }

    private mutating func whereClause(_ list: [WhereRequirement]) {
        for requirement in list {
            switch requirement.kind {
            case .conformance(let a, let b), .sameType(let a, let b): type(a); type(b)
            }
        }
    }

    private mutating func parameters(_ list: [Parameter]) {
        for p in list {
            attributes(p.attributes)
            type(p.type)
            if let value = p.defaultValue { expr(value) }
        }
    }

    private mutating func attributes(_ list: [Attribute]) {
        for attribute in list { arguments(attribute.arguments ?? []) }
    }

    // MARK: - Patterns and types (which hold expressions only in expression patterns and attributes)

    private mutating func pattern(_ p: Pattern) {
        switch p.kind {
        case .tuple(let elements): for element in elements { pattern(element.pattern) }
        case .binding(_, let inner), .optional(let inner): pattern(inner)
        case .enumCase(let c):
            if let t = c.type { type(t) }
            for element in c.payload ?? [] { pattern(element.pattern) }
        case .isType(let t): type(t)
        case .cast(let inner, let t), .typed(let inner, let t): pattern(inner); type(t)
        case .expression(let e): expr(e)
        case .wildcard, .identifier, .error: break
        }
    }

    private mutating func types(_ list: [TypeExpr]) {
        for t in list { type(t) }
    }

    private mutating func type(_ t: TypeExpr) {
        switch t.kind {
        case .named(let components): for c in components { types(c.genericArguments) }
        case .optional(let inner), .implicitlyUnwrapped(let inner), .array(let inner), .opaque(let inner),
             .existential(let inner), .metatype(let inner, _), .inOut(let inner):
            type(inner)
        case .dictionary(let key, let value): type(key); type(value)
        case .tuple(let elements): for element in elements { type(element.type) }
        case .function(let f):
            for element in f.parameters { type(element.type) }
            effects(f.effects)
            type(f.result)
        case .composition(let members): types(members)
        case .attributed(let attributes, let inner): self.attributes(attributes); type(inner)
        case .placeholder, .error: break
        }
    }

    private mutating func effects(_ effects: Effects) {
        switch effects.throwing {
        case .throwing(let type?): self.type(type)
        case .throwing(nil), .none, .rethrowing: break
        }
    }
}
