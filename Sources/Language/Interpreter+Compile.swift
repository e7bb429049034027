/// An expression compiled to a closure: evaluates it with an interpreter in a scope.
typealias CompiledExpr = (Interpreter, Environment) throws -> Value

/// A statement compiled to a closure: runs it with an interpreter in a scope.
typealias CompiledStmt = (Interpreter, Environment) throws -> Flow

/// What a compiled name remembers between evaluations: its slot among the globals and, when
/// it names a builtin function, that function's value.
///
/// A global keeps its slot for the whole session (see `Environment`), so the slot stays right
/// when the global is rebound or a failed cell is rolled back. A builtin is only used after
/// every scope, globals included, has been searched and found no binding of the name, so a
/// user's `func sin` declared later still shadows the builtin.
final class NameCache {
    let name: String
    @exclusivity(unchecked) private var slot = -1
    @exclusivity(unchecked) private var slotOwner: ObjectIdentifier?
    /// The builtin function the name resolved to, once it has.
    @exclusivity(unchecked) private(set) var builtin: Value?
    /// That builtin's `numeric` function, if it has one.
    @exclusivity(unchecked) private(set) var numeric: (@convention(c) (Double) -> Double)?

    init(_ name: String) {
        self.name = name
    }

    /// How many scopes outwards the name was last found (-1: not yet), and its index there
    /// when that scope is not the globals.
    @exclusivity(unchecked) private(set) var depth = -1
    @exclusivity(unchecked) private(set) var localIndex = 0

    func remember(depth: Int, localIndex: Int) {
        self.depth = depth
        self.localIndex = localIndex
    }

    func remember(_ builtin: Value) {
        self.builtin = builtin
        if case .function(let callable) = builtin, case .builtin(let function, .none) = callable.kind {
            numeric = function.numeric
        }
    }

    /// The slot of this name in `globals`.
    @inline(__always)
    func slot(in globals: Environment) -> Int {
        if slot >= 0, slotOwner == ObjectIdentifier(globals) { return slot }
        slot = globals.globalSlot(of: name)
        slotOwner = ObjectIdentifier(globals)
        return slot
    }
}

/// What a compiled call or member remembers about the builtin type it last met, so that
/// `Double(i)` and `Double.pi` find the type's initializer's `numeric` function or the static
/// property's `constant` without hashing (or reference counting).
final class BuiltinTypeCache {
    @exclusivity(unchecked) private var typeName: String?
    @exclusivity(unchecked) private var numeric: (@convention(c) (Double) -> Double)?
    @exclusivity(unchecked) private var constant: Value?

    /// The `numeric` function of what `find` gives for the type `name`.
    @inline(__always)
    func numeric(for name: String, _ find: (String) -> Builtin?) -> (@convention(c) (Double) -> Double)? {
        if name != typeName { remember(name, find(name)) }
        return numeric
    }

    /// The `constant` of what `find` gives for the type `name`.
    @inline(__always)
    func constant(for name: String, _ find: (String) -> Builtin?) -> Value? {
        if name != typeName { remember(name, find(name)) }
        return constant
    }

    private func remember(_ name: String, _ builtin: Builtin?) {
        typeName = name
        numeric = builtin?.numeric
        constant = builtin?.constant
    }
}

/// What a compiled call `f(x)` knows: its syntax and caches for the callee.
final class OneArgumentCallSite {
    /// The call; it owns the compiled closure that owns this site, hence unowned.
    unowned(unsafe) let expr: Expr
    let callee: NameCache
    let calleeStart: SourceLocation
    let initializers = BuiltinTypeCache()
    let argument: CompiledExpr
    let argumentStart: SourceLocation

    init(expr: Expr, name: String, calleeStart: SourceLocation, argument: @escaping CompiledExpr, argumentStart: SourceLocation) {
        self.expr = expr
        self.callee = NameCache(name)
        self.calleeStart = calleeStart
        self.argument = argument
        self.argumentStart = argumentStart
    }
}

/// What a compiled `xs.append(x)` knows.
final class AppendSite {
    /// The call; it owns the compiled closure that owns this site, hence unowned.
    unowned(unsafe) let expr: Expr
    let callee: Expr
    let arguments: [Argument]
    let baseName: String
    let base: NameCache
    let baseStart: SourceLocation
    let argument: CompiledExpr

    init(expr: Expr, callee: Expr, arguments: [Argument], baseName: String, baseStart: SourceLocation, argument: @escaping CompiledExpr) {
        self.expr = expr
        self.callee = callee
        self.arguments = arguments
        self.baseName = baseName
        self.base = NameCache(baseName)
        self.baseStart = baseStart
        self.argument = argument
    }
}

extension Interpreter {
    /// The compiled closure of `expr`, compiling it on first use.
    static func compiled(_ expr: Expr) -> CompiledExpr {
        if let run = expr.compiled { return run }
        let run = compile(expr)
        expr.compiled = run
        return run
    }

    /// Compiles an expression to a closure.
    ///
    /// The kinds that dominate numeric loops get closures that call their operands' closures
    /// directly: literals (a constant), names (remembered slots), arithmetic and comparison of
    /// numbers, `Double.pi`-style constants, calls of one-number builtins (`sin(x)`,
    /// `Double(i)`) and `xs.append(x)`. Every other kind, and every case these closures do not
    /// recognise at run time, runs the tree walker (`walk`), so both paths give the same
    /// results and errors. The closures take the interpreter as an argument and capture no
    /// session state: a compiled syntax tree stays valid across cells.
    static func compile(_ expr: Expr) -> CompiledExpr {
        let location = expr.start
        switch expr.kind {
        case .number(let x):
            let value = Value.number(x)
            return { _, _ in value }
        case .bool(let b):
            let value = Value.bool(b)
            return { _, _ in value }
        case .identifier(let name):
            let cache = NameCache(name)
            return { i, env in try i.lookup(cache, env, at: location) }
        case .binary(let op, let left, let right):
            if let run = compileOperator(op, left, right, at: location) { return run }
        case .member(let base, let name):
            return compileMember(expr, base, name)
        case .call(let callee, let arguments):
            if let run = compileCall(expr, callee, arguments) { return run }
        case .passthrough(let inner), .ignoredPrefix(let inner):
            return compiled(inner)
        default:
            break
        }
        // The closure is stored in `expr` itself: a strong capture would be a cycle.
        return { [unowned(unsafe) expr] i, env in try i.walk(expr, env) }
    }

    // MARK: - Statements

    /// The compiled closure of `statement`, compiling it on first use.
    static func compiled(_ statement: Stmt) -> CompiledStmt {
        if let run = statement.compiled { return run }
        let run = compile(statement)
        statement.compiled = run
        return run
    }

    /// Compiles a statement: expression statements and `let`/`var` of one name get closures;
    /// the rest run the statement walker (`executeWalking`).
    static func compile(_ statement: Stmt) -> CompiledStmt {
        switch statement.kind {
        case .expression(let expr):
            let run = compiled(expr)
            return { i, env in
                let value = try run(i, env)
                if let collector = i.collector { collector.add(value) }
                return .normal
            }
        case .variable(let decl):
            guard decl.type == nil, case .name(let name) = decl.pattern, let initializer = decl.initializer else { break }
            let run = compiled(initializer)
            let isConstant = decl.isConstant, nameStart = decl.nameStart
            return { i, env in
                let value = try run(i, env)
                guard env.declare(name, value, constant: isConstant) else {
                    throw LanguageError.runtime("invalid redeclaration of '\(name)'", at: nameStart)
                }
                return .normal
            }
        case .forIn(let pattern, let sequenceExpr, let filter, let body):
            guard case .name(let name) = pattern, filter == nil else { break }
            return compileForIn(name, pattern, sequenceExpr, body)
        default:
            break
        }
        return { [unowned(unsafe) statement] i, env in try i.executeWalking(statement, env) }
    }

    /// `for name in sequence { … }`: over a range, the loop runs here with the body's compiled
    /// statements; any other sequence goes to the walker's loop (`executeFor`).
    private static func compileForIn(_ name: String, _ pattern: Pattern, _ sequenceExpr: Expr, _ body: [Stmt]) -> CompiledStmt {
        let sequence = compiled(sequenceExpr)
        let statements = ContiguousArray(body.map { compiled($0) })
        return { i, env in
            let value = try sequence(i, env)
            guard case .range(let range) = value else {
                return try i.executeFor(pattern, value, sequenceExpr, nil, body, env)
            }
            var x = range.lower
            var scope = Environment(parent: env)
            var isFresh = true
            while range.contains(x) {
                try i.tick()
                // The last iteration's scope is reused when nothing kept it (no closure
                // captured it): emptied, it is as good as a new one, and saves two allocations.
                if !isFresh {
                    if isKnownUniquelyReferenced(&scope) { scope.removeLocals() } else { scope = Environment(parent: env) }
                }
                isFresh = false
                // An empty scope: the name cannot have been declared in it.
                _ = scope.declare(name, .number(x), constant: true)
                iteration: for run in statements {
                    switch try run(i, scope) {
                    case .normal: continue
                    case .continueLoop: break iteration
                    case .breakLoop: return .normal
                    case .returned(let result): return .returned(result)
                    }
                }
                x += 1
            }
            return .normal
        }
    }

    // MARK: - Operators

    private static func compileOperator(_ op: String, _ leftExpr: Expr, _ rightExpr: Expr, at location: SourceLocation) -> CompiledExpr? {
        let left = compiled(leftExpr), right = compiled(rightExpr)
        func numbers(_ apply: @escaping (Double, Double) -> Value) -> CompiledExpr {
            return { i, env in
                let a = try left(i, env)
                let b = try right(i, env)
                if case .number(let x) = a, case .number(let y) = b { return apply(x, y) }
                return try i.binaryLocated(op, a, b, at: location)
            }
        }
        switch op {
        case "+": return numbers { .number($0 + $1) }
        case "-": return numbers { .number($0 - $1) }
        case "*": return numbers { .number($0 * $1) }
        case "/": return numbers { .number($0 / $1) }
        case "<": return numbers { .bool($0 < $1) }
        case ">": return numbers { .bool($0 > $1) }
        case "<=": return numbers { .bool($0 <= $1) }
        case ">=": return numbers { .bool($0 >= $1) }
        case "==": return numbers { .bool($0 == $1) }
        case "!=": return numbers { .bool($0 != $1) }
        case "&&", "||", "??":
            // These evaluate their right side only sometimes: the walker knows how.
            return nil
        default:
            return { i, env in
                let a = try left(i, env)
                let b = try right(i, env)
                return try i.binaryLocated(op, a, b, at: location)
            }
        }
    }

    /// `binary`, with an error that has no location placed at the operator's expression.
    func binaryLocated(_ op: String, _ left: Value, _ right: Value, at location: SourceLocation) throws -> Value {
        do {
            return try binary(op, left, right)
        } catch let error as LanguageError {
            throw error.located(at: location)
        }
    }

    // MARK: - Members

    private static func compileMember(_ expr: Expr, _ baseExpr: Expr, _ name: String) -> CompiledExpr {
        let base = compiled(baseExpr)
        let end = expr.range.end
        let nameCount = name.unicodeScalars.count
        let nameStart = end.column > nameCount
            ? SourceLocation(line: end.line, column: end.column - nameCount, offset: end.offset - nameCount) : expr.start
        let statics = BuiltinTypeCache()
        return { i, env in
            let value = try base(i, env)
            if case .type(.builtin(let typeName)) = value,
               let constant = statics.constant(for: typeName, { i.builtins.types[$0]?.statics[name] }) {
                try i.tick()
                return constant
            }
            do {
                return try i.member(of: value, name, at: nameStart)
            } catch let error as LanguageError {
                throw error.located(at: nameStart)
            }
        }
    }

    // MARK: - Calls

    private static func compileCall(_ expr: Expr, _ callee: Expr, _ arguments: [Argument]) -> CompiledExpr? {
        guard arguments.count == 1, arguments[0].label == nil, !arguments[0].isTrailingClosure else { return nil }
        let argument = compiled(arguments[0].value)
        let argumentStart = arguments[0].start
        switch callee.kind {
        case .identifier(let name):
            return compileOneNumberCall(expr, callee, name, argument, argumentStart)
        case .member(let baseExpr, "append"):
            guard case .identifier(let baseName) = baseExpr.kind else { return nil }
            return compileAppend(expr, callee, arguments, baseExpr, baseName, argument)
        default:
            return nil
        }
    }

    /// `f(x)` where `f` is a name: a builtin with a `numeric` function and a number argument
    /// runs that function directly; anything else is an ordinary call.
    private static func compileOneNumberCall(_ expr: Expr, _ callee: Expr, _ name: String, _ argument: @escaping CompiledExpr,
                                             _ argumentStart: SourceLocation) -> CompiledExpr {
        let site = OneArgumentCallSite(expr: expr, name: name, calleeStart: callee.start, argument: argument, argumentStart: argumentStart)
        return { i, env in try i.callWithOneArgument(site, env) }
    }

    /// Runs a compiled `f(x)` (see `compileOneNumberCall`).
    ///
    /// Written as a method over one site object rather than a closure with many captures: the
    /// closure's captures were copied, with their reference counts, on every call.
    func callWithOneArgument(_ site: OneArgumentCallSite, _ env: Environment) throws -> Value {
        // Inside a method `f(x)` may be `self.f(x)`: the walker handles that.
        if env.isInsideMethod { return try walk(site.expr, env) }
        do {
            // A builtin (`sin`) is only fetched as a value when it is not called directly.
            let cache = site.callee
            let bound = try binding(cache, env)
            if bound == nil, cache.builtin == nil { _ = try lookup(cache, env, at: site.calleeStart) }
            var numeric: (@convention(c) (Double) -> Double)?
            if let bound {
                if case .type(.builtin(let typeName)) = bound {
                    numeric = site.initializers.numeric(for: typeName, { builtins.types[$0]?.initializer })
                }
            } else {
                numeric = cache.numeric
            }
            let value = try site.argument(self, env)
            if let numeric, case .number(let x) = value {
                try tick()
                return .number(numeric(x))
            }
            let function = try bound ?? cache.builtin ?? lookup(cache, env, at: site.calleeStart)
            return try call(function, [EvaluatedArgument(label: nil, value: value, location: site.argumentStart)], at: site.expr.start)
        } catch {
            throw relocated(error, at: site.expr)
        }
    }

    /// `xs.append(x)` on a variable holding an array, appending in place; anything else (a
    /// path, a struct, an extension's `append`) is an ordinary call.
    private static func compileAppend(_ expr: Expr, _ callee: Expr, _ arguments: [Argument], _ baseExpr: Expr, _ baseName: String,
                                      _ argument: @escaping CompiledExpr) -> CompiledExpr {
        let site = AppendSite(expr: expr, callee: callee, arguments: arguments, baseName: baseName, baseStart: baseExpr.start, argument: argument)
        return { i, env in try i.appendCall(site, env) }
    }

    /// Runs a compiled `xs.append(x)` (see `compileAppend`).
    func appendCall(_ site: AppendSite, _ env: Environment) throws -> Value {
        if env.isInsideMethod { return try walk(site.expr, env) }
        do {
            let cache = site.base
            let extensionsAllowIt = state.extensions.isEmpty || state.extensions["Array"]?["append"] == nil
            // Where the variable was found before, check that it holds an array without
            // copying it (a copy would make the append below copy the whole array).
            let remembered = cache.depth >= 0 ? env.ancestor(cache.depth) : nil
            let holdsArray = remembered?._withUnsafeGuaranteedRef { $0.holdsArray(cache) } ?? false
            if !holdsArray {
                guard case .array = try lookup(cache, env, at: site.baseStart), extensionsAllowIt else {
                    return try evaluateCall(site.callee, site.arguments, env, at: site.expr.start)
                }
            } else if !extensionsAllowIt {
                return try evaluateCall(site.callee, site.arguments, env, at: site.expr.start)
            }
            let value = try site.argument(self, env)
            try tick()
            // In place in the scope the name was found in, without passing a closure down.
            if let scope = cache.depth >= 0 ? env.ancestor(cache.depth) : nil,
               try scope._withUnsafeGuaranteedRef({ try append(value, toArrayNamedBy: cache, in: $0) }) {
                return .void
            }
            try modifyVariable(site.baseName, cache: cache, env, at: site.baseStart, verb: .useMutatingMember("append")) { receiver in
                guard case .array(var items) = receiver else {
                    throw fail("append changes an array, not \(describeForError(receiver))")
                }
                receiver = .null
                defer { receiver = .array(items) }
                try append(value, to: &items)
            }
            return .void
        } catch {
            throw relocated(error, at: site.expr)
        }
    }

    /// Appends `value` to the array variable `cache` names in `scope`; false, changing
    /// nothing, when `scope` has no such `var` holding an array.
    func append(_ value: Value, toArrayNamedBy cache: NameCache, in scope: Environment) throws -> Bool {
        guard var items = scope.takeArray(cache) else { return false }
        defer { scope.putArray(items, cache) }
        try append(value, to: &items)
        return true
    }

    /// Appends `value` to `items`, within the array length limit (what `append(_:)` does).
    func append(_ value: Value, to items: inout [Value]) throws {
        if items.count + 1 > configuration.maximumArrayLength {
            throw LanguageError.limit("the array would have more than \(configuration.maximumArrayLength) elements (the array limit)")
        }
        items.append(try resolve(value, like: items.last ?? .null))
    }

    // MARK: - Names

    /// Looks up a name as `lookup(_:_:at:)` does, finding a global by its remembered slot.
    func lookup(_ cache: NameCache, _ env: Environment, at location: SourceLocation) throws -> Value {
        if let value = try binding(cache, env) { return value }
        if let builtin = cache.builtin { return builtin }
        if cache.name != "Self", let builtin = builtins.functionValues[cache.name] {
            cache.remember(builtin)
            return builtin
        }
        return try lookup(cache.name, env, at: location)
    }

    /// The value a name is bound to in `env` or the scopes around it (a member of `self`
    /// inside a method), or nil when only a builtin or nothing can have the name.
    ///
    /// The scope the name was found in last time is remembered as a number of steps outwards
    /// (and a local's index there): a name at a given place in the code is found in the same
    /// scope every time, because scopes nest as the code does. Only the remembered place is
    /// checked (the local there must still have this name); the scopes in between are not
    /// searched again, which differs from a full search only for a name used before a
    /// declaration that shadows it in the same block, which Swift rejects. Names found through
    /// a method's scope are never remembered: there a bare name can be a member of `self`.
    @inline(__always)
    func binding(_ cache: NameCache, _ env: Environment) throws -> Value? {
        // The chain is kept alive by `env`; hopping along it unretained saves a retain and a
        // release per scope.
        if cache.depth >= 0, let remembered = env.ancestor(cache.depth) {
            let found: Value?? = remembered._withUnsafeGuaranteedRef { scope in
                if scope.isGlobal { return .some(scope.globalValue(inSlot: cache.slot(in: scope))) }
                if let value = scope.localValue(at: cache.localIndex, named: cache.name) { return .some(value) }
                return nil
            }
            if let found { return found }
        }
        return try searchBinding(cache, env)
    }

    /// The full search of `binding`, remembering where the name was found.
    private func searchBinding(_ cache: NameCache, _ env: Environment) throws -> Value? {
        unowned(unsafe) var scope = env
        var depth = 0
        var passedMethodScope = false
        while true {
            if scope.isGlobal {
                if !passedMethodScope { cache.remember(depth: depth, localIndex: 0) }
                return scope.globalValue(inSlot: cache.slot(in: scope))
            }
            if let index = scope.boundLocalIndex(of: cache.name) {
                if !passedMethodScope { cache.remember(depth: depth, localIndex: index) }
                return scope.localValue(at: index, named: cache.name)
            }
            if scope.isMethodScope {
                passedMethodScope = true
                if let receiver = scope["self"], let member = try implicitSelfMember(receiver, cache.name) { return member }
            }
            guard let parent = scope.parent else { return nil }
            scope = parent
            depth += 1
        }
    }
}
