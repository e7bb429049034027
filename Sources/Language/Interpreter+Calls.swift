extension Interpreter {
    func evaluateArguments(_ arguments: [Argument], _ env: Environment) throws -> [EvaluatedArgument] {
        try arguments.map {
            EvaluatedArgument(label: $0.label, value: try evaluate($0.value, env), location: $0.start, isTrailingClosure: $0.isTrailingClosure)
        }
    }

    func evaluateCall(_ callee: Expr, _ argumentExprs: [Argument], _ env: Environment, at location: SourceLocation) throws -> Value {
        switch callee.kind {
        case .identifier(let name) where callsMutatingMethodOfSelf(name, env):
            // `bump()` inside a mutating method is `self.bump()`: it must change self.
            let selfCall = Expr(.member(Expr(.selfValue, callee.range), name), callee.range)
            return try evaluateCall(selfCall, argumentExprs, env, at: location)
        case .implicitMember(let name):
            let arguments = try evaluateArguments(argumentExprs, env)
            return .implicit(ImplicitMember(name: name, arguments: arguments, location: location))
        case .member(let baseExpr, let name):
            var base = try evaluate(baseExpr, env)
            if isViewLike(base), ignoredViewModifiers.contains(name) || ignoredControlModifiers.contains(name) { return base }
            let arguments = try evaluateArguments(argumentExprs, env)
            if isAssignable(baseExpr), let builtin = mutatingBuiltin(base, name) {
                base = .null
                var result = Value.void
                try modify(baseExpr, env, verb: .useMutatingMember(name)) { receiver in
                    result = try invokeMutating(builtin, receiver: &receiver, arguments, at: location)
                }
                return result
            }
            if isMutatingMember(base, name), isAssignable(baseExpr) {
                base = .null
                var result = Value.void
                try modify(baseExpr, env, verb: .useMutatingMember(name)) { receiver in
                    result = try callMethod(&receiver, name, arguments, at: location)
                }
                return result
            }
            do {
                return try callMethod(&base, name, arguments, at: location)
            } catch let error as LanguageError where error.location == nil && error.message.contains("has no member '\(name)'") {
                // Point at the member's name, as Swift does.
                let end = callee.range.end, count = name.unicodeScalars.count
                throw error.located(at: end.column > count
                    ? SourceLocation(line: end.line, column: end.column - count, offset: end.offset - count) : location)
            }
        default:
            let function = try evaluate(callee, env)
            let arguments = try evaluateArguments(argumentExprs, env)
            return try call(function, arguments, at: location)
        }
    }

    /// True when `name` is not a local and names a mutating method of the `self` in scope.
    private func callsMutatingMethodOfSelf(_ name: String, _ env: Environment) -> Bool {
        // Outside methods (most calls: `sin(x)`, `Double(i)`) there is nothing to find.
        guard env.isInsideMethod else { return false }
        var scope: Environment? = env
        while let s = scope {
            if s[name] != nil { return false }
            if s.isMethodScope {
                guard case .instance(let instance)? = s["self"] else { return false }
                return instance.type.methods[name]?.first?.isMutating == true
            }
            scope = s.parent
        }
        return false
    }

    /// True for values that take view modifiers (views, shapes, paths, colours, user views).
    func isViewLike(_ value: Value) -> Bool {
        switch value {
        case .view, .shape, .path, .style: return true
        case .instance(let instance): return instance.type.isView || instance.type.isShape
        default: return false
        }
    }

    private func isAssignable(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .identifier, .selfValue: return true
        case .member(let base, _), .subscripted(let base, _), .tupleIndex(let base, _), .passthrough(let base):
            return isAssignable(base)
        default: return false
        }
    }

    /// Calls a function value, a type (an initializer) or an implicit member.
    func call(_ function: Value, _ arguments: [EvaluatedArgument], at location: SourceLocation?) throws -> Value {
        switch function {
        case .function(let callable):
            return try callCallable(callable, arguments, at: location)
        case .type(.user(let type)):
            return try construct(type, arguments, at: location)
        case .type(.builtin(let name)):
            guard let initializer = builtins.types[name]?.initializer else {
                throw fail("\(name) cannot be constructed")
            }
            return try invoke(initializer, receiver: .null, arguments, at: location).result
        case .array(let items) where items.count == 1 && arguments.isEmpty:
            // `[Double]()`: an empty array of that type.
            if case .type = items[0] { return .array([]) }
            throw fail("cannot call \(describeForError(function)) as a function")
        case .implicit(var member) where member.arguments == nil:
            member.arguments = arguments
            return .implicit(member)
        case .namespace(let space) where builtins.types[space]?.initializer != nil:
            // `Canvas { context, size in … }`: the settings namespace is also SwiftUI's Canvas view.
            return try call(.type(.builtin(space)), arguments, at: location)
        default:
            throw fail("cannot call \(describeForError(function)) as a function")
        }
    }

    func callCallable(_ callable: Callable, _ arguments: [EvaluatedArgument], at location: SourceLocation?) throws -> Value {
        switch callable.kind {
        case .function(let decl, let captured):
            return try callFunction(decl, captured: captured, arguments, receiver: nil, source: callable.source, at: location).result
        case .closure(let closure, let captured):
            return try callClosure(closure, captured: captured, arguments.map(\.value), source: callable.source)
        case .builtin(let builtin, let receiver):
            return try invoke(builtin, receiver: receiver ?? .null, arguments, at: location).result
        case .method(let decl, let receiver, let type):
            let scope = type?.scope ?? globals
            return try callFunction(decl, captured: scope, arguments, receiver: receiver, source: callable.source, at: location).result
        }
    }

    /// Checks the recursion limit around a call.
    func enterCall() throws {
        try tick()
        callDepth += 1
        if callDepth > configuration.maximumRecursionDepth {
            callDepth -= 1
            throw LanguageError.limit("calls nested deeper than \(configuration.maximumRecursionDepth) (the recursion limit): is a recursion missing its base case?")
        }
    }

    /// Calls a user function or method. With a receiver, `self` is bound (mutable when the
    /// method is `mutating`) and the receiver as the body left it is returned too.
    ///
    /// The receiver is taken by value and moved into the method's scope, so a `mutating` method
    /// that appends to an array field does not copy it.
    func callFunction(_ decl: FunctionDecl, captured: Environment, _ arguments: [EvaluatedArgument], receiver: consuming Value?,
                      source: SourceText?, at location: SourceLocation?) throws -> (result: Value, receiver: Value?) {
        try enterCall()
        defer { callDepth -= 1 }
        let hasReceiver = receiver != nil
        let env = Environment(parent: captured, isMethodScope: hasReceiver)
        if hasReceiver {
            env.define("self", .null, constant: !decl.isMutating)
            env["self"] = receiver
            receiver = nil
        }
        try bindParameters(decl, arguments, into: env, at: location)
        let result = try withSource(source) {
            try runBody(decl.body, env, isBuilder: decl.isViewBuilder)
        }
        guard hasReceiver else { return (result, nil) }
        let final = env["self"]
        env["self"] = .null
        return (result, final)
    }

    /// Runs a function-like body: its `return` value, the value of a single expression (an
    /// implicit return), or for a result builder the views it lists.
    func runBody(_ body: [Stmt], _ env: Environment, isBuilder: Bool) throws -> Value {
        if isBuilder {
            var returned: Value?
            let views = try collectViews {
                if case .returned(let value) = try execute(body, env) { returned = value }
            }
            if let returned { return returned }
            return try combine(views)
        }
        let saved = collector
        collector = nil
        defer { collector = saved }
        if body.count == 1, case .expression(let expr) = body[0].kind {
            return try evaluate(expr, env)
        }
        if case .returned(let value) = try execute(body, env) { return value }
        return .void
    }

    /// Runs `body` with errors inside it pointing into `source` (the cell that declared it).
    func withSource<T>(_ declaringSource: SourceText?, _ body: () throws -> T) throws -> T {
        guard let declaringSource, declaringSource !== source else { return try body() }
        let saved = executingSource
        executingSource = declaringSource
        defer { executingSource = saved }
        do {
            return try body()
        } catch var error as LanguageError {
            if error.sourceText == nil, error.location != nil { error.sourceText = declaringSource }
            throw error
        }
    }

    private func bindParameters(_ decl: FunctionDecl, _ arguments: [EvaluatedArgument], into env: Environment,
                                at location: SourceLocation?) throws {
        var next = 0
        for parameter in decl.parameters {
            if next < arguments.count, arguments[next].fits(parameter.label) {
                var value = arguments[next].value
                if let type = parameter.type { value = try coerce(value, to: type.name, at: arguments[next].location) }
                env.define(parameter.name, value)
                next += 1
            } else if let defaultValue = parameter.defaultValue {
                var value = try evaluate(defaultValue, env)
                if let type = parameter.type { value = try coerce(value, to: type.name, at: defaultValue.start) }
                env.define(parameter.name, value)
            } else {
                let labels = decl.parameters.compactMap(\.label)
                if next < arguments.count, let label = arguments[next].label {
                    throw LanguageError.runtime("\(decl.name) has no argument '\(label)'" + suggestion(for: label, among: labels)
                        + " (expected \(describeSignature(decl)))", at: arguments[next].location ?? location)
                }
                throw LanguageError.runtime("missing argument \(parameter.label.map { "'\($0):'" } ?? "for parameter '\(parameter.name)'") in call to \(describeSignature(decl))", at: location)
            }
        }
        if next < arguments.count {
            let extra = arguments[next]
            if let label = extra.label {
                throw LanguageError.runtime("\(decl.name) has no argument '\(label)'" + suggestion(for: label, among: decl.parameters.compactMap(\.label)),
                                            at: extra.location ?? location)
            }
            throw LanguageError.runtime("extra argument in call to \(describeSignature(decl))", at: extra.location ?? location)
        }
    }

    func describeSignature(_ decl: FunctionDecl) -> String {
        decl.signature
    }

    /// Calls a closure with positional arguments (a tuple argument spreads over several parameters).
    func callClosure(_ closure: ClosureExpr, captured: Environment, _ arguments: [Value], source: SourceText?,
                     isBuilder: Bool = false, readBack: Bool = false) throws -> Value {
        try callClosureReadingBack(closure, captured: captured, arguments, source: source, isBuilder: isBuilder).result
    }

    /// Calls a closure and also returns its first parameter's final value (for `Path { p in … }`,
    /// whose parameter is `inout`).
    func callClosureReadingBack(_ closure: ClosureExpr, captured: Environment, _ arguments: [Value], source: SourceText?,
                                isBuilder: Bool = false) throws -> (result: Value, first: Value?) {
        try enterCall()
        defer { callDepth -= 1 }
        let env = Environment(parent: captured)
        var arguments = arguments
        let names: [String]
        if closure.hasExplicitSignature {
            names = closure.parameters
        } else {
            names = (0..<closure.implicitParameterCount).map { "$\($0)" }
        }
        if names.count > 1, arguments.count == 1, case .tuple(let items, _) = arguments[0], items.count == names.count {
            arguments = items
        }
        if names.count == 1, arguments.count > 1 {
            arguments = [.tuple(arguments, labels: arguments.map { _ in nil })]
        }
        if closure.hasExplicitSignature, names.count != arguments.count {
            throw fail("the closure takes \(names.count) parameter\(names.count == 1 ? "" : "s") but is called with \(arguments.count)")
        }
        for (name, value) in zip(names, arguments) where name != "_" {
            env.define(name, value)
        }
        let result = try withSource(source) { try runBody(closure.body, env, isBuilder: isBuilder) }
        return (result, names.first.flatMap { env[$0] })
    }

    /// Calls any function value with positional arguments (what `map`, `filter`, builders use).
    func callValue(_ function: Value, _ arguments: [Value], isBuilder: Bool = false) throws -> Value {
        if case .function(let callable) = function, case .closure(let closure, let captured) = callable.kind {
            return try callClosure(closure, captured: captured, arguments, source: callable.source, isBuilder: isBuilder)
        }
        return try call(function, arguments.map { EvaluatedArgument(label: nil, value: $0) }, at: nil)
    }

    /// Runs `body` collecting the views its expression statements produce.
    func collectViews(_ body: () throws -> Void) throws -> [Value] {
        let saved = collector
        let mine = ViewCollector()
        collector = mine
        defer { collector = saved }
        try body()
        return mine.views
    }
}
