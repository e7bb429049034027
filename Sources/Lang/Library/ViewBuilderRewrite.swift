/// SwiftUI's `@ViewBuilder` as a rewrite of a body's statements into ordinary Swift that builds
/// one `_ViewList` (the prelude's list of built views).
///
/// A body of views and declarations becomes `return _buildViews(view, …)` after the
/// declarations. A body with control flow (`if`, `if let`, `switch`, `#if`) instead collects its
/// views in a local list: `var list = _buildViews()`, each view statement becomes
/// `list._add(view)` wherever it stands, and the body ends in `return list`. So `if` without
/// `else` adds nothing when false (Swift's `buildOptional`), `if`/`else` and `switch` add their
/// branch's views (`buildEither`), and `let` declarations inside branches stay where they are.
///
/// It is syntax to syntax, so every diagnostic still points at what the user wrote; new nodes
/// reuse the ids and ranges of the statements they stand for.
enum ViewBuilderRewrite {
    /// The builder function the rewritten body returns the result of.
    static let builderName = "_buildViews"
    /// The builder function of Swift Charts' `@ChartContentBuilder`, which builds a `_ChartContentList`.
    static let chartBuilderName = "_buildChartContent"
    /// What `ForEach` in a chart builder stands for: the library's chart-content `ForEach`, as
    /// Swift Charts' `ForEach` is chart content when its content is (Prelude+Charts.swift).
    static let chartForEachName = "_ChartForEach"
    /// Swift Charts' builders, by the library list each builds: chart content, and an axis's
    /// `@AxisContentBuilder` and `@AxisMarkBuilder` content (Prelude+ChartAxes.swift).
    static let chartBuilders: [(list: String, builder: String)] = [
        ("_ChartContentList", chartBuilderName), ("_AxisContentList", "_buildAxisContent"), ("_AxisMarkList", "_buildAxisMarks"),
    ]
    /// The local list a body with control flow collects its views in (no Swift name starts so).
    static let listName = "_viewBuilder$list"
    /// `_ViewList`'s method that appends one view.
    static let addName = "_add"

    /// `statements` as a body that returns one `_ViewList` (or, with `builder` the chart
    /// builder's name, one `_ChartContentList`).
    static func body(_ statements: [Stmt], range: SourceRange, builder: String = builderName) -> [Stmt] {
        guard statements.contains(where: hasControlFlow) else {
            let (prefix, call) = build(statements, range: range, builder: builder)
            return prefix + [Stmt(id: call.id, range: call.range, kind: .return(call))]
        }
        let id = statements.first?.id ?? NodeID(0)
        let start = SourceRange(at: range.start)
        let pattern = Pattern(id: id, range: start, kind: .identifier(Identifier(listName, range: start)))
        let binding = PatternBinding(id: id, range: start, pattern: pattern, type: nil,
                                     initializer: call(builder, [], id: id, range: start), accessors: nil)
        let declaration = Decl(id: id, range: start, docComment: nil, attributes: [], modifiers: [],
                               kind: .variable(VariableDecl(introducer: .var, bindings: [binding])))
        let end = SourceRange(at: range.end)
        return [Stmt(id: id, range: start, kind: .declaration(declaration))]
            + statements.flatMap { collect($0, builder: builder) }
            + [Stmt(id: id, range: end, kind: .return(list(id: id, range: end)))]
    }

    /// Whether the statement is control flow whose branches hold views.
    static func hasControlFlow(_ statement: Stmt) -> Bool {
        switch statement.kind {
        case .if, .switch, .ifConfig: return true
        default: return false
        }
    }

    /// The declarations kept as they are, and the `_buildViews(…)` call of the views.
    private static func build(_ statements: [Stmt], range: SourceRange, builder: String) -> ([Stmt], Expr) {
        var prefix: [Stmt] = []
        var views: [Expr] = []
        for statement in statements {
            switch statement.kind {
            case .expression(let value) where !isAssignment(value):
                views.append(element(value, builder: builder))
            case .return(let value?):
                views.append(element(value, builder: builder))
            default:
                prefix.append(statement)
            }
        }
        let id = statements.last?.id ?? NodeID(0)
        return (prefix, call(builder, views, id: id, range: range))
    }

    /// `statement` with each view statement in it (at any depth of its branches) added to the list.
    private static func collect(_ statement: Stmt, builder: String) -> [Stmt] {
        func make(_ kind: StmtKind) -> Stmt { Stmt(id: statement.id, range: statement.range, kind: kind) }
        func collect(_ statement: Stmt) -> [Stmt] { Self.collect(statement, builder: builder) }
        switch statement.kind {
        case .expression(let value) where !isAssignment(value):
            return [add(element(value, builder: builder))]
        case .return(let value?):
            return [add(element(value, builder: builder)), make(.return(list(id: value.id, range: value.range)))]
        case .if(var ifStatement):
            ifStatement.body.statements = ifStatement.body.statements.flatMap(collect)
            switch ifStatement.elseBranch {
            case .block(var block)?:
                block.statements = block.statements.flatMap(collect)
                ifStatement.elseBranch = .block(block)
            case .elseIf(let inner)?:
                ifStatement.elseBranch = collect(inner).first.map { .elseIf($0) }
            case nil:
                break
            }
            return [make(.if(ifStatement))]
        case .switch(var switchStatement):
            for index in switchStatement.cases.indices {
                switchStatement.cases[index].body = switchStatement.cases[index].body.flatMap(collect)
            }
            return [make(.switch(switchStatement))]
        case .ifConfig(var config):
            for index in config.clauses.indices {
                config.clauses[index].elements = config.clauses[index].elements.flatMap(collect)
            }
            return [make(.ifConfig(config))]
        default:
            return [statement]
        }
    }

    /// An element of a builder's body as the builder takes it: in a chart builder, `ForEach(…)`
    /// (under any modifiers) is the library's chart-content `ForEach`.
    private static func element(_ value: Expr, builder: String) -> Expr {
        guard builder == chartBuilderName, case .call(var call) = value.kind else { return value }
        switch call.callee.kind {
        case .identifier(var name, let generics) where name.name == "ForEach":
            name.name = chartForEachName
            call.callee.kind = .identifier(name, genericArguments: generics)
        case .member(let base, let name, let generics):
            call.callee.kind = .member(base: element(base, builder: builder), name: name, genericArguments: generics)
        default:
            return value
        }
        var renamed = value
        renamed.kind = .call(call)
        return renamed
    }

    /// Whether a `return` stands among the statements or in their branches (not in closures).
    static func containsReturn(_ statements: [Stmt]) -> Bool {
        statements.contains { statement in
            switch statement.kind {
            case .return: return true
            case .if(let ifStatement):
                switch ifStatement.elseBranch {
                case .block(let block)?: if containsReturn(block.statements) { return true }
                case .elseIf(let inner)?: if containsReturn([inner]) { return true }
                case nil: break
                }
                return containsReturn(ifStatement.body.statements)
            case .switch(let switchStatement): return switchStatement.cases.contains { containsReturn($0.body) }
            case .ifConfig(let config): return config.clauses.contains { containsReturn($0.elements) }
            case .guard, .for, .while, .repeat, .do, .labeled: return true
            default: return false
            }
        }
    }

    /// `list._add(value)` as a statement.
    private static func add(_ value: Expr) -> Stmt {
        let callee = Expr(id: value.id, range: value.range,
                          kind: .member(base: list(id: value.id, range: value.range),
                                        name: Identifier(addName, range: value.range), genericArguments: []))
        let argument = Argument(label: nil, value: value, range: value.range)
        let call = Expr(id: value.id, range: value.range,
                        kind: .call(CallExpr(callee: callee, arguments: [argument], trailingClosures: [])))
        return Stmt(id: value.id, range: value.range, kind: .expression(call))
    }

    private static func list(id: NodeID, range: SourceRange) -> Expr {
        Expr(id: id, range: range, kind: .identifier(Identifier(listName, range: range), genericArguments: []))
    }

    private static func call(_ name: String, _ values: [Expr], id: NodeID, range: SourceRange) -> Expr {
        let callee = Expr(id: id, range: range, kind: .identifier(Identifier(name, range: range), genericArguments: []))
        let arguments = values.map { Argument(label: nil, value: $0, range: $0.range) }
        return Expr(id: id, range: range, kind: .call(CallExpr(callee: callee, arguments: arguments, trailingClosures: [])))
    }

    /// Whether an expression statement assigns (`x = 1`, `x += 1`) rather than giving a
    /// component: a builder keeps it as a statement (the view builder and a program's own).
    static func isAssignment(_ value: Expr) -> Bool {
        if case .binary(let binary) = value.kind { return binary.op == .assign || binary.op.compoundBase != nil }
        return false
    }
}

extension Checker {
    /// `closure` with its body rewritten by `ViewBuilderRewrite` when it is passed where the
    /// library's `@ViewBuilder` content (a function returning `_ViewList`) is expected.
    ///
    /// A closure of several statements (or control flow) passed for content of a generic view
    /// type (`init(@ViewBuilder content: () -> Content)` with `Content: View`) is rewritten too,
    /// so `Content` is the built list.
    func viewBuilderClosure(_ closure: ClosureExpr, expected: SwiftType?, range: SourceRange) -> ClosureExpr {
        guard case .function(let function)? = expected?.unwrappingOptionals else { return closure }
        for (list, builder) in ViewBuilderRewrite.chartBuilders where isLibraryType(function.result, named: list) {
            var rewritten = closure
            rewritten.body = ViewBuilderRewrite.body(closure.body, range: range, builder: builder)
            return rewritten
        }
        let isGenericContent = isGenericView(function.result)
            && (closure.body.count > 1 || closure.body.contains(where: ViewBuilderRewrite.hasControlFlow))
            && !ViewBuilderRewrite.containsReturn(closure.body)
        guard isViewList(function.result) || isGenericContent else { return closure }
        var rewritten = closure
        rewritten.body = ViewBuilderRewrite.body(closure.body, range: range)
        return rewritten
    }

    /// The body of a function or getter rewritten by `ViewBuilderRewrite` when Swift applies the
    /// view builder to it: it is marked `@ViewBuilder`, or it is a view's `body`, a preview's
    /// `previews` or a style's `makeBody(configuration:)` (whose protocol requirements are
    /// `@ViewBuilder`, so Swift infers it for the method that satisfies one). As in Swift, a body with an explicit `return`, and a body
    /// of one expression, are left as written.
    func viewBuilderBody(_ body: CodeBlock?, of decl: Decl, named name: String, result: SwiftType) -> CodeBlock? {
        // A program's own `@resultBuilder` among the attributes builds it instead (Checker+ResultBuilders).
        if resultBuilder(of: decl.attributes) != nil { return resultBuilderBody(body, attributes: decl.attributes) }
        if let inherited = inheritedBuilderAttributes(named: name) { return resultBuilderBody(body, attributes: inherited) }
        if let chartBody = chartContentBuilderBody(body, of: decl, named: name, result: result) { return chartBody }
        guard var body, decl.attribute(named: "ViewBuilder") != nil || (["body", "previews", "makeBody"].contains(name) && isOpaqueView(result))
        else { return body }
        if body.statements.count == 1, case .expression(let value) = body.statements[0].kind {
            // Swift's builder passes a lone view to its generic `buildExpression` too.
            passedAsGenericRanges.insert(value.range)
        }
        guard body.statements.count > 1 || body.statements.contains(where: ViewBuilderRewrite.hasControlFlow),
              !ViewBuilderRewrite.containsReturn(body.statements), lookup("_ViewList") != nil else {
            return body
        }
        body.statements = ViewBuilderRewrite.body(body.statements, range: body.range)
        return body
    }

    /// The body of a `@ChartContentBuilder` function or a chart content's `body` (`some
    /// ChartContent`) rewritten into one `_ChartContentList`; nil when the chart builder does
    /// not apply. As with views, a body with an explicit `return` is left as written.
    private func chartContentBuilderBody(_ body: CodeBlock?, of decl: Decl, named name: String, result: SwiftType) -> CodeBlock? {
        guard var body, decl.attribute(named: "ChartContentBuilder") != nil || (name == "body" && isOpaque(result, "ChartContent")),
              !ViewBuilderRewrite.containsReturn(body.statements), lookup("_ChartContentList") != nil else { return nil }
        if body.statements.count == 1, case .expression = body.statements[0].kind { return body }
        body.statements = ViewBuilderRewrite.body(body.statements, range: body.range, builder: ViewBuilderRewrite.chartBuilderName)
        return body
    }

    /// Whether `type` is the library's `_ViewList`.
    private func isViewList(_ type: SwiftType) -> Bool { isLibraryType(type, named: "_ViewList") }

    /// Whether `type` is the library's type `name`.
    func isLibraryType(_ type: SwiftType, named name: String) -> Bool {
        guard case .nominal(let decl, _) = type, decl.name == name,
              case .type(.nominal(let library, _))? = lookup(name) else { return false }
        return library === decl
    }

    /// Whether `type` is `some P` for the protocol named `name`.
    private func isOpaque(_ type: SwiftType, _ name: String) -> Bool {
        guard case .opaque(let protocols) = type else { return false }
        return protocols.contains { $0.name == name }
    }

    /// Whether `type` is a generic parameter constrained to `View`.
    private func isGenericView(_ type: SwiftType) -> Bool {
        guard case .generic(let parameter) = type else { return false }
        return parameter.constraints.contains { $0.name == "View" }
    }

    /// Whether `type` is `some View`.
    private func isOpaqueView(_ type: SwiftType) -> Bool { isOpaque(type, "View") }
}
