/// An expression compiled to a closure: evaluates it with an interpreter in a scope.
typealias CompiledExpr = (Interpreter, Environment) throws -> Value

/// A statement compiled to a closure: runs it with an interpreter in a scope.
typealias CompiledStmt = (Interpreter, Environment) throws -> Flow

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
            return { i, env in try i.read(cache, env, at: location) }
        case .binary(let op, let left, let right):
            if let run = compileOperator(op, left, right, at: location) { return run }
        case .member(let base, let name):
            return compileMember(expr, base, name)
        case .call(let callee, let arguments):
            if let run = compileCall(expr, callee, arguments) { return run }
        case .assignment(let op, let target, let valueExpr):
            if case .identifier(let name) = target.kind {
                let site = AssignmentSite(expr: expr, operator: op, target: target, name: name, value: compiled(valueExpr),
                                          current: compiled(target))
                return { i, env in try i.assign(site, env) }
            }
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
        case .ifStatement(let conditions, let body, let otherwise):
            guard let test = conjunction(conditions) else { break }
            return compileIf(test, body, otherwise)
        case .whileLoop(let conditions, let body):
            guard let test = conjunction(conditions) else { break }
            return compileWhile(test, body)
        case .breakStatement:
            return { _, _ in .breakLoop }
        case .continueStatement:
            return { _, _ in .continueLoop }
        case .returnStatement(let expr):
            guard let expr else { return { _, _ in .returned(.void) } }
            let run = compiled(expr)
            return { i, env in .returned(try run(i, env)) }
        default:
            break
        }
        return { [unowned(unsafe) statement] i, env in try i.executeWalking(statement, env) }
    }

    /// The conditions of an `if` or `while` as one test, when every one is a plain Bool
    /// expression (`if let` bindings stay with the walker); nil otherwise.
    private static func conjunction(_ conditions: [Condition]) -> ((Interpreter, Environment) throws -> Bool)? {
        var tests: [(Interpreter, Environment) throws -> Bool] = []
        for condition in conditions {
            guard case .expression(let expr) = condition else { return nil }
            let run = compiled(expr)
            let location = expr.start
            tests.append { i, env in try i.truth(run(i, env), at: location) }
        }
        guard var test = tests.first else { return nil }
        for next in tests.dropFirst() {
            let before = test
            test = { i, env in try before(i, env) && next(i, env) }
        }
        return test
    }

    /// True when running `body` in a scope can bind a name there; a body that cannot (only
    /// expressions, assignments, loops, `if`s and jumps) runs in its enclosing scope, which
    /// saves allocating an empty one.
    private static func declaresNames(_ body: [Stmt]) -> Bool {
        body.contains { statement in
            switch statement.kind {
            case .expression, .ifStatement, .forIn, .whileLoop, .repeatWhile, .breakStatement, .continueStatement,
                 .returnStatement, .block, .ignored:
                return false
            default:
                return true
            }
        }
    }

    /// A scope for a block: a new one when the block can declare names, else `env` itself.
    @inline(__always)
    private static func blockScope(_ env: Environment, _ needsScope: Bool) -> Environment {
        needsScope ? Environment(parent: env) : env
    }

    /// `if conditions { … } else { … }` with plain Bool conditions.
    private static func compileIf(_ test: @escaping (Interpreter, Environment) throws -> Bool, _ body: [Stmt], _ otherwise: [Stmt]?) -> CompiledStmt {
        let runBody = sequence(body.map { compiled($0) }[...])
        let bodyNeedsScope = declaresNames(body)
        guard let otherwise else {
            return { i, env in
                guard try test(i, env) else { return .normal }
                return try runBody(i, blockScope(env, bodyNeedsScope))
            }
        }
        let runOtherwise = sequence(otherwise.map { compiled($0) }[...])
        let otherwiseNeedsScope = declaresNames(otherwise)
        return { i, env in
            if try test(i, env) { return try runBody(i, blockScope(env, bodyNeedsScope)) }
            return try runOtherwise(i, blockScope(env, otherwiseNeedsScope))
        }
    }

    /// `while conditions { … }` with plain Bool conditions; the interrupt flag and the step
    /// budget are checked on every iteration, as in the walker.
    private static func compileWhile(_ test: @escaping (Interpreter, Environment) throws -> Bool, _ body: [Stmt]) -> CompiledStmt {
        let runBody = sequence(body.map { compiled($0) }[...])
        let needsScope = declaresNames(body)
        return { i, env in
            while true {
                try i.tick()
                let scope = blockScope(env, needsScope)
                guard try test(i, scope) else { break }
                switch try runBody(i, scope) {
                case .breakLoop: return .normal
                case .returned(let result): return .returned(result)
                case .normal, .continueLoop: continue
                }
            }
            return .normal
        }
    }

    /// `for name in sequence { … }`: over a range, the loop runs here with the body's compiled
    /// statements; any other sequence goes to the walker's loop (`executeFor`).
    private static func compileForIn(_ name: String, _ pattern: Pattern, _ sequenceExpr: Expr, _ body: [Stmt]) -> CompiledStmt {
        let sequence = compiled(sequenceExpr)
        let runBody = Interpreter.sequence(body.map { compiled($0) }[...])
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
                switch try runBody(i, scope) {
                case .normal, .continueLoop: break
                case .breakLoop: return .normal
                case .returned(let result): return .returned(result)
                }
                x += 1
            }
            return .normal
        }
    }

    /// Statements run one after another until one does not finish normally, as one closure:
    /// a balanced tree of pairs, because calling closures captured one by one costs no
    /// reference counting where loading them from an array does.
    static func sequence(_ runs: ArraySlice<CompiledStmt>) -> CompiledStmt {
        guard runs.count > 1 else {
            return runs.first ?? { _, _ in .normal }
        }
        let middle = runs.startIndex + runs.count / 2
        let first = sequence(runs[..<middle]), second = sequence(runs[middle...])
        return { i, env in
            let flow = try first(i, env)
            if case .normal = flow { return try second(i, env) }
            return flow
        }
    }

    // MARK: - Operators

    private static func compileOperator(_ op: String, _ leftExpr: Expr, _ rightExpr: Expr, at location: SourceLocation) -> CompiledExpr? {
        let left = compiled(leftExpr), right = compiled(rightExpr)
        // A literal or a name on the left is read here rather than through its closure (one
        // call fewer); reading it has no effects, so the order of evaluation is unchanged.
        let leftOperand = Operand(leftExpr, left)
        func numbers(_ apply: @escaping (Double, Double) -> Value) -> CompiledExpr {
            return { i, env in
                let a = try leftOperand.evaluate(i, env)
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

    /// `xs.append(x)` on a variable holding an array, appending in place; anything else (a
    /// path, a struct, an extension's `append`) is an ordinary call.
    private static func compileAppend(_ expr: Expr, _ callee: Expr, _ arguments: [Argument], _ baseExpr: Expr, _ baseName: String,
                                      _ argument: @escaping CompiledExpr) -> CompiledExpr {
        let site = AppendSite(expr: expr, callee: callee, arguments: arguments, baseName: baseName, baseStart: baseExpr.start, argument: argument)
        return { i, env in try i.appendCall(site, env) }
    }
}

/// The left operand of a compiled number operator: a literal, a name, or anything else.
private enum Operand {
    case constant(Value)
    case name(NameCache, SourceLocation)
    case other(CompiledExpr)

    init(_ expr: Expr, _ run: @escaping CompiledExpr) {
        switch expr.kind {
        case .number(let x): self = .constant(.number(x))
        case .identifier(let name): self = .name(NameCache(name), expr.start)
        default: self = .other(run)
        }
    }

    @inline(__always)
    func evaluate(_ interpreter: Interpreter, _ env: Environment) throws -> Value {
        switch self {
        case .constant(let value): return value
        case .name(let cache, let location): return try interpreter.read(cache, env, at: location)
        case .other(let run): return try run(interpreter, env)
        }
    }
}
