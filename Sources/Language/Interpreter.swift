import Canvas
import Geometry

/// How a statement finished: normally, or by `break`, `continue` or `return`.
enum Flow {
    case normal
    case breakLoop
    case continueLoop
    case returned(Value)
}

/// The session's mutable state besides its names: settings and the random generator.
/// Copied before each cell and restored when the cell fails.
struct SessionState {
    var canvasSize = Size(width: 200, height: 200)
    var canvasScale = 2.0
    var canvasBackground = RGBA.clear
    var canvasForeground = RGBA.primary
    var canvasFormats = FigureFormat.defaults
    var random = SeededRandom(seed: SessionState.defaultSeed)
    /// User methods added to builtin types by `extension Path/Shape/View/…`, by type name.
    var extensions: [String: [String: FunctionDecl]] = [:]
    /// Computed properties added by extensions.
    var extensionProperties: [String: [String: PropertyDecl]] = [:]

    /// The seed a fresh session's generator starts from.
    static let defaultSeed: UInt64 = 0x5348_4150_4542_4F4B
    /// `Session.memoryLimit`: the most memory the kernel may hold, in bytes.
    var memoryLimit = ProcessMemory.defaultLimit
}

extension SessionState {
    /// The state a session starts with under `configuration`.
    init(configuration: SessionConfiguration) {
        memoryLimit = configuration.memoryLimit
    }
}

/// Walks the syntax tree and evaluates it.
///
/// One interpreter lives as long as its session; `globals` and `state` persist between cells.
/// Evaluation compiles the kinds of node that dominate numeric loops to closures on first use
/// and walks the tree for the rest (Interpreter+Compile.swift); the interrupt flag and the step
/// budget are checked in every loop iteration and every call.
final class Interpreter {
    let globals = Environment(parent: nil)
    // Unchecked exclusivity: compiled code reads `state.extensions` on every `xs.append`, and
    // the runtime check of that read cost more than the append; no access to `state` here
    // calls out to code that accesses it again.
    @exclusivity(unchecked) var state: SessionState
    let configuration: SessionConfiguration
    let builtins: BuiltinTable
    /// The session's interrupt and memory budget.
    let resources: ResourceContext
    weak var host: (any SessionHost)?
    var source = SourceText("")
    /// The source of the code running now, when it is not the cell's (a function declared earlier).
    var executingSource: SourceText?
    var callDepth = 0
    var steps = 0
    /// Where the views of a result-builder body are collected; nil outside builders.
    var collector: ViewCollector?
    /// Where the cell's result comes from (its last statement): display errors point there.
    var resultLocation: SourceLocation?
    /// Values displayed by `#Preview` and preview providers during the cell.
    var previews: [Value] = []
    /// Changes to shared objects (extensions of user structs) to revert if the cell fails.
    var undoActions: [() -> Void] = []
    /// State kept while a live view is evaluated or changed (Live/).
    var live = LiveContext()
    /// The session this interpreter runs for (live views run their changes through it).
    weak var session: Session?
    /// Notices already given in this session (each is said once; a failed cell does not take one back).
    var warningsGiven: Set<String> = []

    init(configuration: SessionConfiguration, resources: ResourceContext) {
        self.configuration = configuration
        self.resources = resources
        self.state = SessionState(configuration: configuration)
        self.builtins = BuiltinTable()
        state.canvasFormats = configuration.figureFormats
        for (name, type) in builtins.types { globals.define(name, .type(.builtin(type.name)), constant: true) }
        globals.define("Canvas", .namespace("Canvas"), constant: true)
        globals.define("Random", .namespace("Random"), constant: true)
        globals.define("Session", .namespace("Session"), constant: true)
        globals.define("stdout", .symbol("stdout"), constant: true)
        globals.define("stderr", .symbol("stderr"), constant: true)
    }

    // MARK: - Limits

    /// Counts a step and checks the interrupt flag and the step budget.
    @inline(__always)
    func tick() throws {
        steps &+= 1
        if resources.isInterruptRequested {
            throw LanguageError(kind: .interrupt, message: "interrupted", location: nil)
        }
        if steps & 0x3FFF == 0 {
            // Growth in many small pieces (view trees, instances) is caught here, every 16,384 steps.
            do { try resources.checkMemory(for: "the cell") } catch { throw LanguageError(error) }
        }
        if let budget = configuration.stepBudget, steps > budget {
            throw LanguageError.limit("the cell ran more than \(budget) steps (the step budget); raise SessionConfiguration.stepBudget or simplify the loop")
        }
    }

    // MARK: - Running a cell

    /// Runs a parsed cell; returns the value of its last expression statement, if any.
    func run(_ statements: [Stmt]) throws -> Value? {
        steps = 0
        callDepth = 0
        globals.resetDeclarations()
        previews = []
        try hoistDeclarations(statements, in: globals)
        var last: Value?
        resultLocation = statements.last?.start
        live = LiveContext()
        for (i, statement) in statements.enumerated() {
            last = nil
            do {
                if case .expression(let expr) = statement.kind {
                    if i == statements.count - 1 { beginResultEvaluation(expr) }
                    let value = try evaluate(expr, globals)
                    if i == statements.count - 1 { last = value }
                    continue
                }
                switch try execute(statement, globals) {
                case .normal: break
                case .returned: throw LanguageError.runtime("'return' outside a function", at: statement.start)
                case .breakLoop, .continueLoop: throw LanguageError.runtime("'break' or 'continue' outside a loop", at: statement.start)
                }
            } catch {
                // An error that knows no place (the memory backstop, measured every 16,384 steps
                // wherever they run) is placed at the statement of the cell it happened in.
                throw relocated(error, at: statement.start)
            }
        }
        if last == nil, !previews.isEmpty { last = previews.removeLast() }
        do {
            for preview in previews { host?.display(try displayValue(preview)) }
        } catch let error as LanguageError {
            throw error.located(at: resultLocation ?? .start)
        }
        if case .tuple(let items, _)? = last, items.isEmpty { return nil }
        // `display(x)` as the last line has shown x already; its handle is not shown again.
        if case .displayHandle? = last { return nil }
        return last
    }

    /// Declares a cell's functions and structs before its statements run, so that they can
    /// refer to each other in any order (as in a Swift file).
    private func hoistDeclarations(_ statements: [Stmt], in env: Environment) throws {
        for statement in statements {
            switch statement.kind {
            case .function(let decl):
                try declare(decl.name, at: statement.start, in: env)
                env.define(decl.name, .function(Callable(.function(decl, captured: env), source: source)))
            case .structure(let decl):
                try declare(decl.name, at: statement.start, in: env)
                env.define(decl.name, .type(.user(try makeStructType(decl, in: env))), constant: true)
            default:
                break
            }
        }
    }

    /// Records a declaration, rejecting a second one of the same name in the same scope.
    func declare(_ name: String, at location: SourceLocation, in env: Environment) throws {
        guard env.recordDeclaration(name) else {
            throw LanguageError.runtime("invalid redeclaration of '\(name)'", at: location)
        }
    }

    // MARK: - Statements

    func execute(_ statements: [Stmt], _ env: Environment) throws -> Flow {
        for statement in statements {
            let flow = try execute(statement, env)
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    /// Runs `statement` in `env` by its compiled closure, compiling it first if needed.
    @inline(__always)
    func execute(_ statement: Stmt, _ env: Environment) throws -> Flow {
        if let run = statement.compiled { return try run(self, env) }
        return try Interpreter.compiled(statement)(self, env)
    }

    /// Runs `statement` by walking its syntax tree (what compiled statements fall back to).
    func executeWalking(_ statement: Stmt, _ env: Environment) throws -> Flow {
        switch statement.kind {
        case .expression(let expr):
            let value = try evaluate(expr, env)
            if let collector { collector.add(value) }
            return .normal
        case .variable(let decl):
            try declareVariable(decl, at: statement.start, in: env)
            return .normal
        case .function(let decl):
            if env !== globals || !env.isDeclared(decl.name) {
                try declare(decl.name, at: statement.start, in: env)
                env.define(decl.name, .function(Callable(.function(decl, captured: env), source: source)))
            }
            return .normal
        case .structure(let decl):
            if env !== globals {
                try declare(decl.name, at: statement.start, in: env)
                env.define(decl.name, .type(.user(try makeStructType(decl, in: env))), constant: true)
            }
            if case .type(.user(let type))? = env[decl.name], type.conformances.contains("PreviewProvider") {
                previews.append(try previewValue(of: type, at: statement.start))
            }
            return .normal
        case .extensionBlock(let decl):
            try applyExtension(decl, in: env, at: statement.start)
            return .normal
        case .ifStatement(let conditions, let body, let otherwise):
            let scope = Environment(parent: env)
            if try evaluateConditions(conditions, scope) {
                return try execute(body, scope)
            } else if let otherwise {
                return try execute(otherwise, Environment(parent: env))
            }
            return .normal
        case .guardStatement(let conditions, let otherwise):
            if try evaluateConditions(conditions, env) { return .normal }
            let flow = try execute(otherwise, Environment(parent: env))
            if case .normal = flow {
                throw LanguageError.runtime("the 'else' of a guard must not fall through (use return, break or continue)", at: statement.start)
            }
            return flow
        case .forIn(let pattern, let sequenceExpr, let filter, let body):
            return try executeFor(pattern, evaluate(sequenceExpr, env), sequenceExpr, filter, body, env)
        case .whileLoop(let conditions, let body):
            while true {
                try tick()
                let scope = Environment(parent: env)
                guard try evaluateConditions(conditions, scope) else { break }
                switch try execute(body, scope) {
                case .breakLoop: return .normal
                case .returned(let v): return .returned(v)
                default: continue
                }
            }
            return .normal
        case .repeatWhile(let body, let condition):
            repeat {
                try tick()
                switch try execute(body, Environment(parent: env)) {
                case .breakLoop: return .normal
                case .returned(let v): return .returned(v)
                default: break
                }
            } while try truth(evaluate(condition, env), at: condition.start)
            return .normal
        case .breakStatement: return .breakLoop
        case .continueStatement: return .continueLoop
        case .returnStatement(let expr):
            return .returned(try expr.map { try evaluate($0, env) } ?? .void)
        case .block(let body):
            return try execute(body, Environment(parent: env))
        case .preview(let body):
            let views = try collectViews { _ = try execute(body, Environment(parent: env)) }
            previews.append(try combine(views))
            return .normal
        case .ignored:
            return .normal
        }
    }

    private func declareVariable(_ decl: VariableDecl, at location: SourceLocation, in env: Environment) throws {
        var value = Value.null
        if let initializer = decl.initializer {
            value = try evaluate(initializer, env)
            if let type = decl.type { value = try coerce(value, to: type.name, at: initializer.start) }
        }
        try bind(decl.pattern, to: value, constant: decl.isConstant && decl.initializer != nil, in: env, at: decl.nameStart)
    }

    /// Binds the names of `pattern` to the parts of `value`.
    func bind(_ pattern: Pattern, to value: Value, constant: Bool, in env: Environment, at location: SourceLocation) throws {
        switch pattern {
        case .wildcard:
            return
        case .name(let name):
            guard env.declare(name, value, constant: constant) else {
                throw LanguageError.runtime("invalid redeclaration of '\(name)'", at: location)
            }
        case .tuple(let parts):
            guard case .tuple(let items, _) = value, items.count == parts.count else {
                throw LanguageError.runtime("cannot destructure \(describeForError(value)) into \(parts.count) names", at: location)
            }
            for (part, item) in zip(parts, items) { try bind(part, to: item, constant: constant, in: env, at: location) }
        }
    }

    func evaluateConditions(_ conditions: [Condition], _ env: Environment) throws -> Bool {
        for condition in conditions {
            switch condition {
            case .expression(let expr):
                if try !truth(evaluate(expr, env), at: expr.start) { return false }
            case .optionalBinding(let name, let expr):
                let value = try evaluate(expr, env)
                if case .null = value { return false }
                env.define(name, value)
            }
        }
        return true
    }

    func truth(_ value: Value, at location: SourceLocation) throws -> Bool {
        guard case .bool(let b) = value else {
            throw LanguageError.runtime("expected a Bool condition, got \(describeForError(value))", at: location)
        }
        return b
    }

    /// Runs a `for` loop over `sequence`, the value of `sequenceExpr`.
    func executeFor(_ pattern: Pattern, _ sequence: Value, _ sequenceExpr: Expr, _ filter: Expr?, _ body: [Stmt], _ env: Environment) throws -> Flow {
        func runBody(_ element: Value) throws -> Flow? {
            try tick()
            let scope = Environment(parent: env)
            try bind(pattern, to: element, constant: true, in: scope, at: sequenceExpr.start)
            if let filter, try !truth(evaluate(filter, scope), at: filter.start) { return nil }
            switch try execute(body, scope) {
            case .breakLoop: return .normal
            case .returned(let v): return .returned(v)
            default: return nil
            }
        }
        if case .range(let range) = sequence {
            var x = range.lower
            while range.contains(x) {
                if let flow = try runBody(.number(x)) { return flow }
                x += 1
            }
            return .normal
        }
        for element in try elements(of: sequence, at: sequenceExpr.start) {
            if let flow = try runBody(element) { return flow }
        }
        return .normal
    }

    /// The elements of an array, range or other sequence.
    func elements(of value: Value, at location: SourceLocation?) throws -> [Value] {
        switch value {
        case .array(let items): return items
        case .range(let range):
            guard range.lower.isFinite, range.upper.isFinite else { throw LanguageError.runtime("cannot iterate over an unbounded range", at: location) }
            let count = range.count
            guard count <= configuration.maximumArrayLength else {
                throw LanguageError.limit("the range \(describe(value)) has \(count) elements, more than the limit of \(configuration.maximumArrayLength)", at: location)
            }
            return try makeArray(count: count, for: "the \(count) elements of a range") { .number(range.lower + Double($0)) }
        case .vector(let values):
            return try makeArray(count: values.count, for: "the \(values.count) numbers of a vector") { .number(values[$0]) }
        case .string(let s):
            try reserve(Self.bytes(ofValues: s.utf8.count), for: "the characters of a string")
            return try filling { items in
                for character in s {
                    try checkInterrupt(step: items.count)
                    items.append(.string(String(character)))
                }
            }
        default:
            throw LanguageError.runtime("\(describeForError(value)) is not a sequence", at: location)
        }
    }
}

/// Collects the views of a result-builder body (`VStack { … }`, `var body`).
final class ViewCollector {
    var views: [Value] = []

    func add(_ value: Value) {
        if case .tuple(let items, _) = value, items.isEmpty { return }
        if case .null = value { return }
        views.append(value)
    }
}
