/// One name a syntax tree uses (an identifier expression such as `f` or `x`), with where it stands.
struct NameUse: Equatable {
    let name: String
    /// Whether it is the callee of a call itself (`f()`; not `f` in `a.f()` or `(f)()`).
    let isCallee: Bool
    /// Whether it stands inside a closure or a function declaration (not an initializer,
    /// accessor or subscript of a nested type).
    let isNested: Bool
}

/// The identifier expressions the statements of one block use, in source order, statement by
/// statement: every child that holds an expression is walked (attributes' arguments, default
/// values, `#if` conditions, key-path subscripts), so each switch is exhaustive and a new node
/// kind must be handled here. Names that are not expressions (bound patterns, labels, member
/// names, closure captures without `= value`) are not uses.
///
/// Names resolve as Swift's scopes do: a name bound inside the block's statements (a nested
/// `let`, a parameter, an `if let`, a `for` or `case` pattern) hides the block's own name of the
/// same spelling where it is in scope, and uses of it are not the block's. A `let` that copies one
/// of the `followed` names (`let g = f`) is no use: `g`'s uses are `f`'s from then on.
struct NameUses {
    private(set) var uses: [NameUse] = []
    /// Whether the walk is inside a closure or a function declaration.
    private var isNested = false
    /// The names whose copies by `let` are followed.
    private let followed: Set<String>
    /// The block's scope, then each nested one: a name bound there, to the followed name it
    /// copies, or to nil when it hides the block's name.
    private var scopes: [[String: String?]] = [[:]]

    init(following followed: Set<String> = []) {
        self.followed = followed
    }

    /// The names `statement`, the next statement of the block, uses.
    mutating func uses(of statement: Stmt) -> [NameUse] {
        let start = uses.count
        stmt(statement)
        return Array(uses[start...])
    }

    /// The names the body of `closure` uses, read as if the block held its statements (not
    /// nested), with its parameters in scope.
    mutating func uses(inBodyOf closure: ClosureExpr) -> [NameUse] {
        let start = uses.count
        scoped { walker in
            for p in closure.parameters ?? [] { walker.bind(p.name.name) }
            for s in closure.body { walker.stmt(s) }
        }
        return Array(uses[start...])
    }

    /// Walks `body` as inside a closure or a function declaration.
    private mutating func nested(_ body: (inout NameUses) -> Void) {
        let outer = isNested
        isNested = true
        body(&self)
        isNested = outer
    }

    /// Walks `body` in a scope of its own.
    private mutating func scoped(_ body: (inout NameUses) -> Void) {
        scopes.append([:])
        body(&self)
        scopes.removeLast()
    }

    /// The block's name `name` stands for where it is used: itself, the followed name a `let`
    /// in scope copied, or nil when a nested binding hides it.
    private func resolve(_ name: String) -> String? {
        for scope in scopes.reversed() {
            if let entry = scope[name] { return entry }
        }
        return name
    }

    /// Binds `name` in the innermost scope: to the followed name it copies, or hiding the
    /// block's (in the block's own scope a name hides nothing: it is the block's).
    private mutating func bind(_ name: String, copying target: String? = nil) {
        guard name != "_", target != nil || scopes.count > 1 else { return }
        scopes[scopes.count - 1][name] = .some(target)
    }

    private mutating func bind(_ pattern: Pattern) {
        switch pattern.kind {
        case .identifier(let name): bind(name.name)
        case .tuple(let elements): for element in elements { bind(element.pattern) }
        case .binding(_, let inner), .optional(let inner), .cast(let inner, _), .typed(let inner, _): bind(inner)
        case .enumCase(let c): for element in c.payload ?? [] { bind(element.pattern) }
        case .wildcard, .isType, .expression, .error: break
        }
    }

    private mutating func use(_ name: Identifier, isCallee: Bool = false) {
        guard let resolved = resolve(name.name) else { return }
        uses.append(NameUse(name: resolved, isCallee: isCallee, isNested: isNested))
    }

    /// The followed name `value` copies, when it is one (`f`, `(f)`) in scope here.
    private func copiedName(_ value: Expr) -> String? {
        switch value.kind {
        case .identifier(let name, let generics) where generics.isEmpty:
            return resolve(name.name).flatMap { followed.contains($0) ? $0 : nil }
        case .paren(let inner): return copiedName(inner)
        default: return nil
        }
    }

    // MARK: - Statements

    private mutating func stmt(_ s: Stmt) {
        switch s.kind {
        case .expression(let e): expr(e)
        case .declaration(let d): decl(d)
        case .if(let i): ifBody(i)
        case .guard(let g):
            // The names a `guard` binds are in scope after it, not in its `else` block.
            var bound: [Pattern] = []
            scoped { $0.conditions(g.conditions) }
            block(g.body)
            for c in g.conditions {
                if case .optionalBinding(let b) = c.kind { bound.append(b.pattern) }
                if case .patternMatch(let p, _) = c.kind { bound.append(p) }
            }
            for p in bound { bind(p) }
        case .while(let w): scoped { $0.conditions(w.conditions); $0.block(w.body) }
        case .repeat(let w): block(w.body); expr(w.condition)
        case .for(let f):
            expr(f.sequence)
            scoped { walker in
                walker.pattern(f.pattern)
                walker.bind(f.pattern)
                if let w = f.whereClause { walker.expr(w) }
                walker.block(f.body)
            }
        case .switch(let sw): switchBody(sw)
        case .do(let doStmt):
            block(doStmt.body)
            for clause in doStmt.catches {
                scoped { walker in
                    walker.caseItems(clause.items)
                    if clause.items.isEmpty { walker.bind("error") }
                    walker.block(clause.body)
                }
            }
        case .labeled(_, let inner): stmt(inner)
        case .return(let value): if let value { expr(value) }
        case .throw(let value): expr(value)
        case .defer(let body): block(body)
        case .ifConfig(let config): ifConfig(config) { $0.stmt($1) }
        case .break, .continue, .fallthrough, .error: break
        }
    }

    private mutating func block(_ block: CodeBlock) {
        scoped { walker in for s in block.statements { walker.stmt(s) } }
    }

    private mutating func ifBody(_ i: IfStmt) {
        scoped { $0.conditions(i.conditions); $0.block(i.body) }
        switch i.elseBranch {
        case .elseIf(let s): stmt(s)
        case .block(let b): block(b)
        case nil: break
        }
    }

    private mutating func switchBody(_ sw: SwitchStmt) {
        expr(sw.subject)
        for c in sw.cases {
            scoped { walker in
                switch c.label {
                case .default: break
                case .case(let items): walker.caseItems(items)
                }
                for s in c.body { walker.stmt(s) }
            }
        }
    }

    private mutating func caseItems(_ items: [CaseItem]) {
        for item in items {
            pattern(item.pattern)
            bindCaptured(item.pattern)
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
                if let value = b.initializer {
                    expr(value)
                } else if case .identifier(let name) = b.pattern.kind {
                    use(name)  // `if let f {` reads `f`
                }
                bind(b.pattern)
            case .patternMatch(let p, let value): pattern(p); expr(value); bindCaptured(p)
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
             .inOut(let value), .paren(let value), .try(_, let value), .await(let value),
             .packExpansion(let value), .packElement(let value):
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
        for p in c.parameters ?? [] {
            attributes(p.attributes)
            if let t = p.type { type(t) }
        }
        effects(c.effects)
        if let result = c.resultType { type(result) }
        scoped { walker in
            for item in c.captures where item.value != nil { walker.bind(item.name.name) }
            for p in c.parameters ?? [] { walker.bind(p.name.name) }
            for s in c.body { walker.stmt(s) }
        }
    }

    // MARK: - Declarations

    private mutating func decl(_ d: Decl) {
        // A function declaration's contents (its attributes too) stand nested; no other
        // declaration's do.
        switch d.kind {
        case .function(let f):
            bind(f.name.name)
            nested { walker in walker.scoped { $0.declContents(d) } }
        // A variable's names are bound where it stands; any other declaration's parameters and
        // members are its own.
        case .variable, .ifConfig: declContents(d)
        default: scoped { $0.declContents(d) }
        }
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
            bindParameters(f.parameters)
            effects(f.effects)
            if let result = f.result { type(result) }
            whereClause(f.whereClause)
            if let body = f.body { block(body) }
        case .variable(let v):
            for b in v.bindings {
                pattern(b.pattern)
                if let t = b.type { type(t) }
                if v.introducer == .let, case .identifier(let name) = b.pattern.kind, let value = b.initializer,
                   let copied = copiedName(value) {
                    bind(name.name, copying: copied)
                    continue
                }
                if let value = b.initializer { expr(value) }
                if let accessors = b.accessors { scoped { $0.accessorBlock(accessors) } }
                bind(b.pattern)
            }
        case .initializer(let i):
            genericParameters(i.genericParameters)
            parameters(i.parameters)
            bindParameters(i.parameters)
            effects(i.effects)
            whereClause(i.whereClause)
            if let body = i.body { block(body) }
        case .deinitializer(let body): if let body { block(body) }
        case .subscript(let s):
            genericParameters(s.genericParameters)
            parameters(s.parameters)
            bindParameters(s.parameters)
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

    /// Binds the local names of `list` (a declaration's contents are walked in a scope of their own).
    private mutating func bindParameters(_ list: [Parameter]) {
        for p in list { if let name = p.secondName ?? p.firstName { bind(name.name) } }
    }

    /// Binds the names a matched pattern captures: those under `let`/`var` (a bare name in a
    /// `case` is an expression).
    private mutating func bindCaptured(_ pattern: Pattern) {
        switch pattern.kind {
        case .binding: bind(pattern)
        case .tuple(let elements): for element in elements { bindCaptured(element.pattern) }
        case .optional(let inner), .cast(let inner, _), .typed(let inner, _): bindCaptured(inner)
        case .enumCase(let c): for element in c.payload ?? [] { bindCaptured(element.pattern) }
        case .identifier, .wildcard, .isType, .expression, .error: break
        }
    }

    /// An attribute's generic arguments (`@Clamped<Int>`) and its arguments.
    private mutating func attributes(_ list: [Attribute]) {
        for attribute in list {
            types(attribute.genericArguments)
            arguments(attribute.arguments ?? [])
        }
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
             .existential(let inner), .metatype(let inner, _), .inOut(let inner), .packExpansion(let inner),
             .packElement(let inner):
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
