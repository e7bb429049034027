/// Where SwiftUI's `@ViewBuilder` and Swift Charts' builders apply. The builders themselves are
/// result builders the prelude declares (`ViewBuilder`, `ChartContentBuilder`,
/// `AxisContentBuilder`, `AxisMarkBuilder`), and a body is built through their `build…` methods
/// by `ResultBuilderRewrite`, as a program's own builder builds one; what stays here is when
/// Swift applies them: a closure passed where a library builder's list (`_ViewList`, …) or
/// generic `View` content is expected, a `@ViewBuilder` declaration, and a view's `body`, a
/// preview's `previews` or a style's `makeBody(configuration:)`, whose requirements are
/// `@ViewBuilder` in SwiftUI.
enum LibraryBuilders {
    /// The view builder's type.
    static let viewBuilder = "ViewBuilder"
    /// Swift Charts' `@ChartContentBuilder`, which builds a `_ChartContentList`.
    static let chartBuilder = "ChartContentBuilder"
    /// What `ForEach` in a chart builder stands for: the library's chart-content `ForEach`, as
    /// Swift Charts' `ForEach` is chart content when its content is (Prelude+Charts.swift).
    static let chartForEachName = "_ChartForEach"
    /// Swift Charts' builders, by the library list each builds: chart content, and an axis's
    /// `@AxisContentBuilder` and `@AxisMarkBuilder` content (Prelude+ChartAxes.swift).
    static let chartBuilders: [(list: String, builder: String)] = [
        ("_ChartContentList", chartBuilder), ("_AxisContentList", "AxisContentBuilder"), ("_AxisMarkList", "AxisMarkBuilder"),
    ]

    /// Whether a body of these statements is left as written where the view builder applies:
    /// one expression (SwiftUI's `buildBlock` of one view is that view, so building it changes
    /// nothing Swift can see).
    static func isOneExpression(_ statements: [Stmt]) -> Bool {
        guard statements.count == 1, case .expression = statements[0].kind else { return false }
        return true
    }

    /// A chart builder's statements with each `ForEach(…)` element (under any modifiers, in any
    /// branch) the library's chart-content `ForEach`.
    static func chartContent(_ statements: [Stmt]) -> [Stmt] {
        statements.map { statement in
            var result = statement
            switch statement.kind {
            case .expression(let value) where !ResultBuilderRewrite.isAssignment(value):
                result.kind = .expression(chartElement(value))
            case .if(var ifStatement):
                ifStatement.body.statements = chartContent(ifStatement.body.statements)
                switch ifStatement.elseBranch {
                case .block(var block)?:
                    block.statements = chartContent(block.statements)
                    ifStatement.elseBranch = .block(block)
                case .elseIf(let inner)?:
                    ifStatement.elseBranch = chartContent([inner]).first.map { .elseIf($0) }
                case nil:
                    break
                }
                result.kind = .if(ifStatement)
            case .switch(var switchStatement):
                for index in switchStatement.cases.indices {
                    switchStatement.cases[index].body = chartContent(switchStatement.cases[index].body)
                }
                result.kind = .switch(switchStatement)
            case .ifConfig(var config):
                for index in config.clauses.indices {
                    config.clauses[index].elements = chartContent(config.clauses[index].elements)
                }
                result.kind = .ifConfig(config)
            default:
                break
            }
            return result
        }
    }

    /// `ForEach(…)` (under any modifiers) as the library's chart-content `ForEach`.
    private static func chartElement(_ value: Expr) -> Expr {
        guard case .call(var call) = value.kind else { return value }
        switch call.callee.kind {
        case .identifier(var name, let generics) where name.name == "ForEach":
            name.name = chartForEachName
            call.callee.kind = .identifier(name, genericArguments: generics)
        case .member(let base, let name, let generics):
            call.callee.kind = .member(base: chartElement(base), name: name, genericArguments: generics)
        default:
            return value
        }
        var renamed = value
        renamed.kind = .call(call)
        return renamed
    }
}

extension Checker {
    /// `closure` with its body built by a library builder when it is passed where the builder's
    /// list (`_ViewList`, `_ChartContentList`, …) is expected.
    ///
    /// A closure of more than one expression passed for content of a generic view type
    /// (`init(@ViewBuilder content: () -> Content)` with `Content: View`) is built too, so
    /// `Content` is the built list. As for any builder, a body with an explicit `return` is
    /// left as written (Checker+ResultBuilders).
    func viewBuilderClosure(_ closure: ClosureExpr, expected: SwiftType?, range: SourceRange) -> ClosureExpr {
        guard case .function(let function)? = expected?.unwrappingOptionals else { return closure }
        for (list, builder) in LibraryBuilders.chartBuilders where isLibraryType(function.result, named: list) {
            var rewritten = closure
            let statements = builder == LibraryBuilders.chartBuilder ? LibraryBuilders.chartContent(closure.body) : closure.body
            rewritten.body = libraryBuilderBody(statements, builder: builder, range: range)
            return rewritten
        }
        let isGenericContent = isGenericView(function.result) && !LibraryBuilders.isOneExpression(closure.body)
        guard isViewList(function.result) || isGenericContent else { return closure }
        var rewritten = closure
        rewritten.body = libraryBuilderBody(closure.body, builder: LibraryBuilders.viewBuilder, range: range)
        return rewritten
    }

    /// The body of a function or getter built by the view builder when Swift applies it: it is
    /// marked `@ViewBuilder`, or it is a view's `body`, a preview's `previews` or a style's
    /// `makeBody(configuration:)` (whose protocol requirements are `@ViewBuilder`, so Swift
    /// infers it for the method that satisfies one). A body with an explicit `return`, and a
    /// body of one expression, are left as written (Swift's `buildBlock` of one view is that view).
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
        guard !LibraryBuilders.isOneExpression(body.statements) else { return body }
        body.statements = libraryBuilderBody(body.statements, builder: LibraryBuilders.viewBuilder, range: body.range)
        return body
    }

    /// The body of a `@ChartContentBuilder` function or a chart content's `body` (`some
    /// ChartContent`) built into one `_ChartContentList`; nil when the chart builder does
    /// not apply.
    private func chartContentBuilderBody(_ body: CodeBlock?, of decl: Decl, named name: String, result: SwiftType) -> CodeBlock? {
        guard var body, decl.attribute(named: "ChartContentBuilder") != nil || (name == "body" && isOpaque(result, "ChartContent")),
              lookup("_ChartContentList") != nil else { return nil }
        if LibraryBuilders.isOneExpression(body.statements) { return body }
        body.statements = libraryBuilderBody(LibraryBuilders.chartContent(body.statements), builder: LibraryBuilders.chartBuilder,
                                             range: body.range)
        return body
    }

    /// `statements` built by the library's result builder `name`, as a program's own builder
    /// builds a body; as written when the library does not declare it.
    private func libraryBuilderBody(_ statements: [Stmt], builder name: String, range: SourceRange) -> [Stmt] {
        guard case .type(.nominal(let decl, _))? = lookup(name), decl.resultBuilderSyntax != nil else { return statements }
        return resultBuilderBody(statements, builder: ResultBuilderUse(decl: decl, genericArguments: []), range: range)
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
