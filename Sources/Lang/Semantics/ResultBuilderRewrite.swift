/// A program's own result builder (SE-0289) as a rewrite of a body's statements into ordinary
/// Swift that calls the builder's static `build…` methods, as swiftc's transform does:
///
///     "a"                      let _builder$1 = B.buildExpression("a")      // or `= "a"`
///     let n = 2                let n = 2                                    // declarations stay
///     if c { "b" }             let _builder$2: O                            // buildOptional's result
///                              if c { let _builder$3 = …; _builder$2 = B.buildOptional(B.buildBlock(_builder$3)) }
///                              else { _builder$2 = B.buildOptional(nil) }
///     for x in xs { "\(x)" }   var _builder$4: A = []                       // buildArray's parameter
///                              for x in xs { …; _builder$4.append(B.buildBlock(…)) }
///                              let _builder$5 = B.buildArray(_builder$4)
///                              return B.buildFinalResult(B.buildBlock(_builder$1, _builder$2, _builder$5))
///
/// `if`/`else` chains and `switch` assign each branch's block through `buildEither(first:)` /
/// `buildEither(second:)` along the path to its leaf of a balanced binary tree, as swiftc does
/// (a `do` block is built as a block of its own, and a builder declaring `buildPartialBlock`
/// folds each block's components through it instead of calling `buildBlock`);
/// the branch an `if #available` (or the `else` an `if #unavailable`) guards passes through
/// `buildLimitedAvailability` first. A temporary's type is the one the builder's method
/// declares, so it is typed before its branches are; a generic method's result names the
/// method's own type parameters, which no temporary can, so its temporary is declared `_` and
/// takes the type of the first value assigned to it (a generic `buildArray`'s array, `[]`, that
/// of the first component appended; Checker+BuilderTemporaries.swift). It is
/// syntax to syntax: new nodes reuse the ids and ranges of the statements they stand for, so
/// diagnostics point at what the user wrote.
struct ResultBuilder {
    /// The builder type's name, as the rewritten calls spell it.
    var name: Identifier
    /// The generic arguments the builder is named with (`@ArrayBuilder<Int>`), which the calls
    /// spell too.
    var genericArguments: [TypeExpr] = []
    /// The names of the static methods it declares (the `build…` ones are what it is built with).
    var methods: Set<String>
    /// `buildEither(first:)`'s result type, as code outside the builder names it (`_` when the
    /// method is generic).
    var eitherType: TypeExpr?
    /// `buildOptional(_:)`'s result type (`_` when the method is generic).
    var optionalType: TypeExpr?
    /// `buildArray(_:)`'s parameter type (an array of components); `_` when the method is
    /// generic, the array then taking the type of the first component appended to it.
    var arrayType: TypeExpr?
}

/// A statement the builder declares no method for, as swiftc reports it.
enum ResultBuilderGap {
    /// `if` without `else`: no `buildOptional(_:)`.
    case optional
    /// `if`/`else`: no `buildEither(first:)` / `buildEither(second:)`.
    case either
    /// `switch`: no `buildEither`, reported at each case's first statement.
    case switchEither
    /// `for`-`in`: no `buildArray(_:)`.
    case array
    /// A statement no builder method supports (`while`, `guard`, `break`, …).
    case statement
    /// A block without components in a builder that has `buildPartialBlock` but no `buildBlock`.
    case emptyBlock
}

enum ResultBuilderRewrite {
    /// The prefix of the temporaries' names (no Swift name contains `$` so).
    static let temporaryPrefix = "_builder$"

    /// Whether an expression statement assigns (`x = 1`, `x += 1`) rather than giving a
    /// component: a builder keeps it as a statement.
    static func isAssignment(_ value: Expr) -> Bool {
        if case .binary(let binary) = value.kind { return binary.op == .assign || binary.op.compoundBase != nil }
        return false
    }

    /// `statements` as a body returning the builder's result, and the statements it cannot build.
    /// `active` gives a block's statements with each `#if` replaced by its active clause's, which
    /// are built as if they stood in its place.
    static func body(_ statements: [Stmt], range: SourceRange, builder: ResultBuilder,
                     active: @escaping ([Stmt]) -> [Stmt]) -> (statements: [Stmt], gaps: [(ResultBuilderGap, SourceRange)]) {
        var rewriter = Rewriter(builder: builder, active: active)
        let (prefix, components) = rewriter.block(statements)
        let end = SourceRange(at: range.end)
        let id = statements.last?.id ?? NodeID(0)
        var result = rewriter.combined(components, of: range, id: id, range: end)
        if builder.methods.contains("buildFinalResult") { result = rewriter.call("buildFinalResult", [result], id: id, range: end) }
        return (prefix + [Stmt(id: id, range: end, kind: .return(result))], rewriter.gaps)
    }

    /// Whether a `return` stands among the statements or in their branches and loops (not in
    /// closures or nested functions), `#if`s replaced by `active`: Swift then leaves the body as written.
    static func containsReturn(_ statements: [Stmt], active: ([Stmt]) -> [Stmt]) -> Bool {
        active(statements).contains { statement in
            if case .return = statement.kind { return true }
            return innerBlocks(of: statement).contains { containsReturn($0, active: active) }
        }
    }

    /// The statement lists nested directly in `statement`: its branches, cases, loop or `do` body.
    private static func innerBlocks(of statement: Stmt) -> [[Stmt]] {
        switch statement.kind {
        case .if(let ifStatement):
            switch ifStatement.elseBranch {
            case .block(let block)?: return [ifStatement.body.statements, block.statements]
            case .elseIf(let inner)?: return [ifStatement.body.statements, [inner]]
            case nil: return [ifStatement.body.statements]
            }
        case .switch(let switchStatement): return switchStatement.cases.map(\.body)
        case .for(let loop): return [loop.body.statements]
        case .while(let loop): return [loop.body.statements]
        case .do(let block): return [block.body.statements]
        case .labeled(_, let inner): return [[inner]]
        default: return []
        }
    }

    /// The rewrite's state: the builder, the temporaries named so far and the gaps found.
    private struct Rewriter {
        let builder: ResultBuilder
        /// A block's statements with each `#if` replaced by its active clause's.
        let active: ([Stmt]) -> [Stmt]
        var count = 0
        var gaps: [(ResultBuilderGap, SourceRange)] = []

        init(builder: ResultBuilder, active: @escaping ([Stmt]) -> [Stmt]) {
            self.builder = builder
            self.active = active
        }

        /// A new temporary's name.
        mutating func temporary() -> String {
            count += 1
            return ResultBuilderRewrite.temporaryPrefix + String(count)
        }

        /// The statements of a block with their components in `let`s, and the components.
        mutating func block(_ statements: [Stmt]) -> ([Stmt], [Expr]) {
            var out: [Stmt] = []
            var components: [Expr] = []
            for statement in active(statements) {
                switch statement.kind {
                case .expression(let value) where !ResultBuilderRewrite.isAssignment(value):
                    let name = temporary()
                    let built = builder.methods.contains("buildExpression")
                        ? call("buildExpression", [value], id: value.id, range: value.range) : value
                    out.append(binding(name, .let, type: nil, value: built, id: statement.id, range: value.range))
                    components.append(reference(name, id: value.id, range: value.range))
                case .do(let doStatement) where doStatement.catches.isEmpty:
                    let (statements, component) = nested(doStatement, statement)
                    out += statements
                    components.append(component)
                case .if, .switch, .for:
                    guard let (statements, component) = control(statement) else {
                        out.append(statement)
                        continue
                    }
                    out += statements
                    components.append(component)
                case .declaration, .expression:
                    out.append(statement)
                default:
                    gaps.append((.statement, SourceRange(at: statement.range.start)))
                    out.append(statement)
                }
            }
            return (out, components)
        }

        /// The statements building an `if`, `switch` or `for`-`in` and its component; nil when the
        /// builder cannot build it.
        private mutating func control(_ statement: Stmt) -> ([Stmt], Expr)? {
            switch statement.kind {
            case .if(let ifStatement): return selection(ifStatement, statement)
            case .switch(let switchStatement): return cases(switchStatement, statement)
            case .for(let loop): return array(loop, statement)
            default: return nil
            }
        }

        /// A `do` block built as a block of its own, assigned to a temporary declared before it
        /// (its declarations stay local to it), as swiftc builds it.
        private mutating func nested(_ doStatement: DoStmt, _ statement: Stmt) -> ([Stmt], Expr) {
            let keyword = SourceRange(at: statement.range.start)
            let name = temporary()
            var rewritten = doStatement
            let (prefix, components) = block(doStatement.body.statements)
            let range = doStatement.body.range
            rewritten.body.statements = prefix + [assignment(name, combined(components, of: range, id: statement.id, range: range),
                                                             id: statement.id, range: range)]
            let untyped = TypeExpr(id: statement.id, range: keyword, kind: .placeholder)
            return ([binding(name, .let, type: untyped, value: nil, id: statement.id, range: keyword),
                     Stmt(id: statement.id, range: statement.range, kind: .do(rewritten))],
                    reference(name, id: statement.id, range: keyword))
        }

        /// An `if` chain assigning one temporary in each branch; nil when the builder cannot build it.
        private mutating func selection(_ ifStatement: IfStmt, _ statement: Stmt) -> ([Stmt], Expr)? {
            var branchCount = 1
            var hasElse = false
            var link = ifStatement
            while let next = link.elseBranch {
                branchCount += 1
                guard case .elseIf(let inner) = next, case .if(let innerIf) = inner.kind else {
                    hasElse = true
                    break
                }
                link = innerIf
            }
            let keyword = SourceRange(at: statement.range.start)
            if !hasElse, !builder.methods.contains("buildOptional") {
                gaps.append((.optional, keyword))
                return nil
            }
            let eitherCount = hasElse ? branchCount : branchCount - 1
            if eitherCount > 1, !builder.methods.contains("buildEither") {
                gaps.append((.either, keyword))
                return nil
            }
            guard let type = hasElse ? builder.eitherType : builder.optionalType else { return nil }
            let name = temporary()
            var rewritten = ifStatement
            chain(&rewritten, index: 0, count: eitherCount, optional: !hasElse, into: name, id: statement.id)
            let declaration = binding(name, .let, type: type, value: nil, id: statement.id, range: keyword)
            return ([declaration, Stmt(id: statement.id, range: statement.range, kind: .if(rewritten))],
                    reference(name, id: statement.id, range: keyword))
        }

        /// Rewrites the branches of `link` and the chain after it, branch `index` onwards.
        private mutating func chain(_ link: inout IfStmt, index: Int, count: Int, optional: Bool, into name: String, id: NodeID) {
            let availability = Self.availability(of: link)
            link.body.statements = assigned(link.body.statements, leaf: index, of: count, optional: optional,
                                            limited: availability == .available, into: name, range: link.body.range)
            switch link.elseBranch {
            case .block(var block)?:
                block.statements = assigned(block.statements, leaf: index + 1, of: count, optional: optional,
                                            limited: availability == .unavailable, into: name, range: block.range)
                link.elseBranch = .block(block)
            case .elseIf(let inner)?:
                guard case .if(var innerIf) = inner.kind else { return }
                chain(&innerIf, index: index + 1, count: count, optional: optional, into: name, id: inner.id)
                link.elseBranch = .elseIf(Stmt(id: inner.id, range: inner.range, kind: .if(innerIf)))
            case nil:
                // An `if` without `else` builds nothing when false: `buildOptional(nil)`.
                let none = Expr(id: id, range: link.body.range, kind: .nilLiteral)
                let value = call("buildOptional", [none], id: id, range: link.body.range)
                link.elseBranch = .block(CodeBlock(id: id, range: link.body.range,
                                                   statements: [assignment(name, value, id: id, range: link.body.range)]))
            }
        }

        /// A `switch` assigning one temporary in each case.
        private mutating func cases(_ switchStatement: SwitchStmt, _ statement: Stmt) -> ([Stmt], Expr)? {
            let count = switchStatement.cases.count
            if count > 1, !builder.methods.contains("buildEither") {
                for item in switchStatement.cases {
                    gaps.append((.switchEither, SourceRange(at: (item.body.first?.range ?? item.range).start)))
                }
                return nil
            }
            guard let type = builder.eitherType else { return nil }
            let name = temporary()
            var rewritten = switchStatement
            for index in rewritten.cases.indices {
                rewritten.cases[index].body = assigned(rewritten.cases[index].body, leaf: index, of: count, optional: false,
                                                       limited: false, into: name, range: rewritten.cases[index].range)
            }
            let keyword = SourceRange(at: statement.range.start)
            let declaration = binding(name, .let, type: type, value: nil, id: statement.id, range: keyword)
            return ([declaration, Stmt(id: statement.id, range: statement.range, kind: .switch(rewritten))],
                    reference(name, id: statement.id, range: keyword))
        }

        /// A `for`-`in` loop appending each pass's block to an array the builder's `buildArray` takes.
        private mutating func array(_ loop: ForInStmt, _ statement: Stmt) -> ([Stmt], Expr)? {
            let keyword = SourceRange(at: statement.range.start)
            guard builder.methods.contains("buildArray") else {
                gaps.append((.array, keyword))
                return nil
            }
            guard let type = builder.arrayType else { return nil }
            let parts = temporary()
            let empty = Expr(id: statement.id, range: keyword, kind: .array([]))
            var rewritten = loop
            let (prefix, components) = block(loop.body.statements)
            let range = loop.body.range
            let append = Expr(id: statement.id, range: range,
                              kind: .member(base: reference(parts, id: statement.id, range: range),
                                            name: Identifier("append", range: range), genericArguments: []))
            let appended = Expr(id: statement.id, range: range, kind: .call(CallExpr(
                callee: append, arguments: [Argument(label: nil, value: combined(components, of: range, id: statement.id, range: range), range: range)],
                trailingClosures: [])))
            rewritten.body.statements = prefix + [Stmt(id: statement.id, range: range, kind: .expression(appended))]
            let result = temporary()
            let built = call("buildArray", [reference(parts, id: statement.id, range: keyword)], id: statement.id, range: keyword)
            return ([binding(parts, .var, type: type, value: empty, id: statement.id, range: keyword),
                     Stmt(id: statement.id, range: statement.range, kind: .for(rewritten)),
                     binding(result, .let, type: nil, value: built, id: statement.id, range: keyword)],
                    reference(result, id: statement.id, range: keyword))
        }

        /// A branch's statements ending in the assignment of its block, injected as leaf `leaf`
        /// of `count` through `buildEither` (and `buildOptional` when the chain has no `else`);
        /// a branch only some platforms run (`limited`) passes `buildLimitedAvailability` first.
        private mutating func assigned(_ statements: [Stmt], leaf: Int, of count: Int, optional: Bool, limited: Bool,
                                       into name: String, range: SourceRange) -> [Stmt] {
            let (prefix, components) = block(statements)
            let id = statements.first?.id ?? NodeID(0)
            let at = statements.first?.range ?? range
            var value = combined(components, of: range, id: id, range: at)
            if limited, builder.methods.contains("buildLimitedAvailability") {
                value = call("buildLimitedAvailability", [value], id: id, range: at)
            }
            for first in Self.path(to: leaf, of: count).reversed() {
                value = call("buildEither", [value], label: first ? "first" : "second", id: id, range: at)
            }
            if optional { value = call("buildOptional", [value], id: id, range: at) }
            return prefix + [assignment(name, value, id: id, range: at)]
        }

        /// Which branch of `link` an availability condition guards: its body for `#available`,
        /// its `else` for `#unavailable` (the first such condition decides, as in swiftc).
        static func availability(of link: IfStmt) -> Availability? {
            for condition in link.conditions {
                if case .availability(let isUnavailable, _) = condition.kind { return isUnavailable ? .unavailable : .available }
            }
            return nil
        }

        /// An `if`'s availability condition.
        enum Availability { case available, unavailable }

        /// The path from the root to leaf `index` of the binary tree swiftc builds over `count`
        /// leaves by pairing neighbours level by level (so the left subtree holds the largest
        /// power of two below `count`), outermost first: true for `first`, false for `second`.
        static func path(to index: Int, of count: Int) -> [Bool] {
            var (index, count) = (index, count)
            var path: [Bool] = []
            while count > 1 {
                var half = 1
                while half * 2 < count { half *= 2 }
                if index < half {
                    path.append(true)
                    count = half
                } else {
                    path.append(false)
                    index -= half
                    count -= half
                }
            }
            return path
        }

        /// A block's components combined: folded left to right through `buildPartialBlock(first:)`
        /// and `buildPartialBlock(accumulated:next:)` when the builder declares them (SE-0348;
        /// swiftc prefers them to `buildBlock`), an empty block by `buildBlock()`; one the builder
        /// has no `buildBlock` for is reported at the brace opening `block`.
        mutating func combined(_ components: [Expr], of block: SourceRange, id: NodeID, range: SourceRange) -> Expr {
            let partial = builder.methods.contains("buildPartialBlock")
            guard partial, let first = components.first else {
                if partial, !builder.methods.contains("buildBlock") {
                    gaps.append((.emptyBlock, SourceRange(at: block.start)))
                    return Expr(id: id, range: range, kind: .error)
                }
                return call("buildBlock", components, id: id, range: range)
            }
            return components.dropFirst().reduce(call("buildPartialBlock", [first], label: "first", id: id, range: range)) {
                call("buildPartialBlock", [$0, $1], labels: ["accumulated", "next"], id: id, range: range)
            }
        }

        /// `B.method(values…)`, each value under `label` when one is given.
        func call(_ method: String, _ values: [Expr], label: String? = nil, id: NodeID, range: SourceRange) -> Expr {
            call(method, values, labels: values.map { _ in label }, id: id, range: range)
        }

        /// `B.method(values…)`, each value under its label in `labels`.
        func call(_ method: String, _ values: [Expr], labels: [String?], id: NodeID, range: SourceRange) -> Expr {
            let type = Expr(id: id, range: range, kind: .identifier(Identifier(builder.name.name, range: range),
                                                                   genericArguments: builder.genericArguments))
            let callee = Expr(id: id, range: range, kind: .member(base: type, name: Identifier(method, range: range), genericArguments: []))
            let arguments = zip(values, labels).map { value, label in
                Argument(label: label.map { Identifier($0, range: range) }, value: value, range: value.range)
            }
            return Expr(id: id, range: range, kind: .call(CallExpr(callee: callee, arguments: arguments, trailingClosures: [])))
        }

        private func reference(_ name: String, id: NodeID, range: SourceRange) -> Expr {
            Expr(id: id, range: range, kind: .identifier(Identifier(name, range: range), genericArguments: []))
        }

        private func binding(_ name: String, _ introducer: BindingIntroducer, type: TypeExpr?, value: Expr?, id: NodeID,
                             range: SourceRange) -> Stmt {
            let pattern = Pattern(id: id, range: range, kind: .identifier(Identifier(name, range: range)))
            let binding = PatternBinding(id: id, range: range, pattern: pattern, type: type, initializer: value, accessors: nil)
            let declaration = Decl(id: id, range: range, docComment: nil, attributes: [], modifiers: [],
                                   kind: .variable(VariableDecl(introducer: introducer, bindings: [binding])))
            return Stmt(id: id, range: range, kind: .declaration(declaration))
        }

        private func assignment(_ name: String, _ value: Expr, id: NodeID, range: SourceRange) -> Stmt {
            let assign = BinaryExpr(op: .assign, operatorRange: range, lhs: reference(name, id: id, range: range), rhs: value)
            return Stmt(id: id, range: range, kind: .expression(Expr(id: id, range: range, kind: .binary(assign))))
        }
    }
}
