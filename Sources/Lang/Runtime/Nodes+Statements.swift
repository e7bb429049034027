/// An expression evaluated for its effect.
final class ExpressionStatement: Statement {
    let expression: Expression

    init(_ expression: Expression, line: Int) {
        self.expression = expression
        super.init(line: line)
    }

    override func execute(_ frame: Frame, _ interpreter: Interpreter) throws -> Flow {
        _ = try expression.evaluate(frame, interpreter)
        return .normal
    }
}

/// Statements in order; `defer` blocks registered while it runs are run when it exits, last first.
final class Block: Statement {
    let statements: [Statement]
    let hasDefer: Bool
    /// The block's variables that may hold class instances, emptied when it exits, last
    /// declared first, as Swift ends their lifetimes at the end of the scope (`endLifetimes`).
    private(set) var scopedVariables: [StorageLocation] = []
    /// Whether running the block needs more than its statements: defers or scoped variables.
    private var needsExit: Bool
    /// The statements as a balanced tree of pairs (`StatementPair`), or the only statement: running
    /// it calls each statement through a `let` property, which needs no retain and release of
    /// the statement the way iterating an array does.
    private let tree: Statement

    init(_ statements: [Statement], line: Int) {
        self.statements = statements
        hasDefer = statements.contains { $0 is DeferStatement }
        needsExit = hasDefer
        tree = StatementPair.tree(statements[...], line: line)
        super.init(line: line)
    }

    /// Makes the block empty `variables` (in declaration order) when it exits, and then run the
    /// deinits of what they held.
    func endLifetimes(of variables: [StorageLocation]) {
        scopedVariables = variables.reversed()
        needsExit = hasDefer || !scopedVariables.isEmpty
    }

    override func execute(_ frame: Frame, _ interpreter: Interpreter) throws -> Flow {
        if needsExit { return try executeEndingLifetimes(frame, interpreter) }
        return try tree.execute(frame, interpreter)
    }

    /// Runs the block and then empties its scoped variables, however it exits; on a normal exit
    /// (or `break`, `continue`, `return`) the deinits of what they held run before what follows.
    private func executeEndingLifetimes(_ frame: Frame, _ interpreter: Interpreter) throws -> Flow {
        guard !scopedVariables.isEmpty else { return try executeWithDefers(frame, interpreter) }
        let flow: Flow
        do {
            flow = hasDefer ? try executeWithDefers(frame, interpreter) : try tree.execute(frame, interpreter)
        } catch {
            endLifetimes(frame, interpreter)
            throw error
        }
        endLifetimes(frame, interpreter)
        try interpreter.runPendingDeinits(line: line)
        return flow
    }

    /// Empties the scoped variables, last declared first.
    private func endLifetimes(_ frame: Frame, _ interpreter: Interpreter) {
        for variable in scopedVariables {
            variable.withFrame(frame, interpreter) { target, slot in target.put(.void, slot) }
        }
    }

    private func executeWithDefers(_ frame: Frame, _ interpreter: Interpreter) throws -> Flow {
        var deferred: [Block] = []
        defer {
            for block in deferred.reversed() { _ = try? block.execute(frame, interpreter) }
        }
        for statement in statements {
            if let deferStatement = statement as? DeferStatement {
                deferred.append(deferStatement.body)
                continue
            }
            let flow = try statement.execute(frame, interpreter)
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }
}

/// Two statements run in order, the second only if the first ends normally.
final class StatementPair: Statement {
    let first: Statement
    let second: Statement

    init(_ first: Statement, _ second: Statement, line: Int) {
        self.first = first
        self.second = second
        super.init(line: line)
    }

    override func execute(_ frame: Frame, _ interpreter: Interpreter) throws -> Flow {
        let flow = try first.execute(frame, interpreter)
        guard case .normal = flow else { return flow }
        // What the first statement released has its deinit run before the next reads anything.
        try interpreter.runPendingDeinits(line: first.line)
        return try second.execute(frame, interpreter)
    }

    /// The statements as a tree of pairs and runs of four (`StatementFour`), as deep as the
    /// logarithm of their count.
    static func tree(_ statements: ArraySlice<Statement>, line: Int) -> Statement {
        switch statements.count {
        case 0: return Statement(line: line)
        case 1: return statements[statements.startIndex]
        case 2, 3:
            let middle = statements.startIndex + statements.count / 2
            return StatementPair(tree(statements[..<middle], line: line), tree(statements[middle...], line: line), line: line)
        default:
            // Four parts as even as the count allows, each a tree of its own.
            let start = statements.startIndex
            let bounds = (0...4).map { start + statements.count * $0 / 4 }
            let parts = (0..<4).map { tree(statements[bounds[$0]..<bounds[$0 + 1]], line: line) }
            return StatementFour(parts[0], parts[1], parts[2], parts[3], line: line)
        }
    }
}

/// Four statements run in order, each only if the one before ended normally: a block of four
/// (a loop body) is one node to call instead of three pairs, whose calls and flow checks were
/// about a tenth of the blob benchmark's loop.
final class StatementFour: Statement {
    let first: Statement
    let second: Statement
    let third: Statement
    let fourth: Statement

    init(_ first: Statement, _ second: Statement, _ third: Statement, _ fourth: Statement, line: Int) {
        self.first = first
        self.second = second
        self.third = third
        self.fourth = fourth
        super.init(line: line)
    }

    override func execute(_ frame: Frame, _ interpreter: Interpreter) throws -> Flow {
        // As in `StatementPair`: what a statement released has its deinit run before the next.
        var flow = try first.execute(frame, interpreter)
        guard case .normal = flow else { return flow }
        try interpreter.runPendingDeinits(line: first.line)
        flow = try second.execute(frame, interpreter)
        guard case .normal = flow else { return flow }
        try interpreter.runPendingDeinits(line: second.line)
        flow = try third.execute(frame, interpreter)
        guard case .normal = flow else { return flow }
        try interpreter.runPendingDeinits(line: third.line)
        return try fourth.execute(frame, interpreter)
    }
}

/// `defer { … }`: its enclosing `Block` runs the body on the way out.
final class DeferStatement: Statement {
    let body: Block

    init(_ body: Block, line: Int) {
        self.body = body
        super.init(line: line)
    }
}

/// Stores a value in a variable's slot (a declaration with an initial value).
final class Initialize: Statement {
    let location: StorageLocation
    let value: Expression

    init(_ location: StorageLocation, _ value: Expression, line: Int) {
        self.location = location
        self.value = value
        super.init(line: line)
    }

    override func execute(_ frame: Frame, _ interpreter: Interpreter) throws -> Flow {
        try location.store(try value.evaluate(frame, interpreter), frame, interpreter, line: line)
        return .normal
    }
}

/// `variable = value` for a global or a captured variable, which an `inout` access may hold
/// while the program's code runs: stored as `Initialize` stores, after the exclusivity check.
final class VariableAssignment: Statement {
    let location: StorageLocation
    let value: Expression

    init(_ location: StorageLocation, _ value: Expression, line: Int) {
        self.location = location
        self.value = value
        super.init(line: line)
    }

    override func execute(_ frame: Frame, _ interpreter: Interpreter) throws -> Flow {
        let newValue = try value.evaluate(frame, interpreter)
        switch location {
        case .local(let slot): try frame.assign(newValue, slot, line: line)
        case .outer(let hops, let slot): try frame.ancestor(hops).assign(newValue, slot, line: line)
        case .global(let slot): try interpreter.globals.assign(newValue, slot, line: line)
        }
        return .normal
    }
}

/// Matches a value against a pattern and binds its names (`let (a, b) = pair`).
final class Destructure: Statement {
    let pattern: Matcher
    let value: Expression

    init(_ pattern: Matcher, _ value: Expression, line: Int) {
        self.pattern = pattern
        self.value = value
        super.init(line: line)
    }

    override func execute(_ frame: Frame, _ interpreter: Interpreter) throws -> Flow {
        _ = try pattern.matchOwned(try value.evaluate(frame, interpreter), frame, interpreter)
        return .normal
    }
}

/// `return`, `break`, `continue`, `fallthrough`.
final class Jump: Statement {
    /// Which jump, with its value or label.
    enum Kind {
        case returnValue(Expression?)
        case breakLoop(String?)
        case continueLoop(String?)
        case fallthroughCase
    }

    let kind: Kind
    /// What a `return` gives (a `.void` constant for a bare `return`), held non-optional: taking
    /// it out of `kind` on every return would retain and release the node.
    let returned: Expression
    let isReturn: Bool

    init(_ kind: Kind, line: Int) {
        self.kind = kind
        if case .returnValue(let value) = kind {
            returned = value ?? Constant(.void, line: line)
            isReturn = true
        } else {
            returned = Constant(.void, line: line)
            isReturn = false
        }
        super.init(line: line)
    }

    override func execute(_ frame: Frame, _ interpreter: Interpreter) throws -> Flow {
        if isReturn { return .returnValue(try returned.evaluate(frame, interpreter)) }
        switch kind {
        case .returnValue: return .returnValue(try returned.evaluate(frame, interpreter))
        case .breakLoop(let label): return .breakLoop(label: label)
        case .continueLoop(let label): return .continueLoop(label: label)
        case .fallthroughCase: return .fallthroughCase
        }
    }
}

/// One checked condition of `if`, `guard` or `while`: a Boolean, an optional binding, or a pattern.
final class Test {
    /// What is tested.
    enum Kind {
        case boolean(Expression)
        /// Binds the unwrapped value into the slot when it is not nil.
        case binding(Expression, StorageLocation)
        case pattern(Matcher, Expression)
    }

    let kind: Kind

    init(_ kind: Kind) {
        self.kind = kind
    }

    /// Whether the condition holds (binding its names if so).
    @inline(__always)
    func holds(_ frame: Frame, _ interpreter: Interpreter) throws -> Bool {
        switch kind {
        case .boolean(let expression):
            return try expression.evaluateBool(frame, interpreter)
        case .binding(let expression, let location):
            var value = try expression.evaluate(frame, interpreter)
            if case .null = value { return false }
            if case .some(let wrapped) = value { value = wrapped }
            try location.store(value, frame, interpreter, line: 0)
            return true
        case .pattern(let matcher, let expression):
            return try matcher.match(try expression.evaluate(frame, interpreter), frame, interpreter)
        }
    }

    /// The list as one Boolean expression: a single Boolean condition runs without the list.
    static func condition(_ conditions: [Test], line: Int) -> Expression {
        if conditions.count == 1, case .boolean(let expression) = conditions[0].kind { return expression }
        return ConditionList(conditions, line: line)
    }

    /// Whether every condition of a list holds, in order.
    static func all(_ conditions: [Test], _ frame: Frame, _ interpreter: Interpreter) throws -> Bool {
        for condition in conditions where try !condition.holds(frame, interpreter) {
            return false
        }
        return true
    }
}

/// A condition list of `if`, `guard` or `while` that is more than one Boolean: true when every
/// condition holds, in order, binding their names.
final class ConditionList: Expression {
    let conditions: [Test]

    init(_ conditions: [Test], line: Int) {
        self.conditions = conditions
        super.init(line: line)
    }

    override func evaluateBool(_ frame: Frame, _ interpreter: Interpreter) throws -> Bool {
        try Test.all(conditions, frame, interpreter)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        .bool(try evaluateBool(frame, interpreter))
    }
}

// The nodes below hold their condition and bodies in non-optional `let` properties (a missing
// `else` is an empty `Statement`): calling through them needs no retain and release of the
// node, where unwrapping an optional property costs both on every run (15% of an `if`-heavy
// loop's time).

/// `if conditions { … } else { … }`.
final class IfStatement: Statement {
    let condition: Expression
    let body: Statement
    let elseBody: Statement

    init(_ conditions: [Test], _ body: Statement, else elseBody: Statement?, line: Int) {
        condition = Test.condition(conditions, line: line)
        self.body = body
        self.elseBody = elseBody ?? Statement(line: line)
        super.init(line: line)
    }

    override func execute(_ frame: Frame, _ interpreter: Interpreter) throws -> Flow {
        if try condition.evaluateBool(frame, interpreter) { return try body.execute(frame, interpreter) }
        return try elseBody.execute(frame, interpreter)
    }
}

/// `guard conditions else { … }`; the checker made sure the body leaves the scope.
final class GuardStatement: Statement {
    let condition: Expression
    let body: Statement

    init(_ conditions: [Test], _ body: Statement, line: Int) {
        condition = Test.condition(conditions, line: line)
        self.body = body
        super.init(line: line)
    }

    override func execute(_ frame: Frame, _ interpreter: Interpreter) throws -> Flow {
        if try condition.evaluateBool(frame, interpreter) { return .normal }
        let flow = try body.execute(frame, interpreter)
        if case .normal = flow { throw RuntimeError("guard body did not exit the scope", line: line) }
        return flow
    }
}

/// `throw value`.
final class ThrowStatement: Statement {
    let value: Expression
    let type: SwiftType

    init(_ value: Expression, type: SwiftType, line: Int) {
        self.value = value
        self.type = type
        super.init(line: line)
    }

    override func execute(_ frame: Frame, _ interpreter: Interpreter) throws -> Flow {
        let thrown = try value.evaluate(frame, interpreter)
        if case .boxed = thrown {
            interpreter.thrownValue = thrown
        } else {
            interpreter.thrownValue = .boxed(thrown, type)
        }
        throw ThrownError()
    }
}

/// A Swift error thrown by `throw`, carried through the host's own `throws` to a `catch`.
///
/// The error value itself waits in `Interpreter.thrownValue`: a Swift `Error` must be `Sendable`,
/// and a `Value` is not (it can hold class instances and closures), so the marker carries nothing.
struct ThrownError: Error {}
