/// The checked tree the evaluator runs: expressions and statements as small final classes, each
/// with its storage slots, member indices and operator already chosen by the checker, so that
/// running one is a virtual call and no lookup by name.
class Expression {
    /// The 1-based source line, for runtime errors.
    let line: Int

    init(line: Int) {
        self.line = line
    }

    /// Computes the expression's value.
    func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        throw RuntimeError("expression cannot be evaluated", line: line)
    }

    // The typed entry points: a parent whose operand the checker typed `Int`, `Double` or `Bool`
    // asks for the number itself, and the nodes that compute one (arithmetic, comparisons,
    // variables, constants) override these to answer without building a `Value`.

    /// The value of an expression the checker typed `Int`.
    func evaluateInt(_ frame: Frame, _ interpreter: Interpreter) throws -> Int {
        let value = try evaluate(frame, interpreter)
        if case .int(let result) = value { return result }
        guard let result = value.unboxed.intValue else { throw wrongType("Int") }
        return result
    }

    /// The value of an expression the checker typed `Double` (or `CGFloat`).
    func evaluateDouble(_ frame: Frame, _ interpreter: Interpreter) throws -> Double {
        let value = try evaluate(frame, interpreter)
        if case .double(let result) = value { return result }
        guard let result = value.unboxed.doubleValue else { throw wrongType("Double") }
        return result
    }

    /// The value of an expression the checker typed `Bool`.
    func evaluateBool(_ frame: Frame, _ interpreter: Interpreter) throws -> Bool {
        let value = try evaluate(frame, interpreter)
        if case .bool(let result) = value { return result }
        guard let result = value.unboxed.boolValue else { throw wrongType("Bool") }
        return result
    }

    /// Whether evaluating the expression only reads variables and stored properties: it has no
    /// effect and cannot stop an optional chain.
    var isPlainRead: Bool { false }

    /// The variable the expression reads, when it is just a variable.
    var variable: StorageLocation? { nil }

    /// The error for a value that is not of the type the checker gave it (an evaluator bug).
    func wrongType(_ type: String) -> RuntimeError {
        RuntimeError("internal error: expected a value of type \(type)", line: line)
    }
}

/// What a statement tells the enclosing loop or function after it runs.
enum Flow {
    case normal
    case breakLoop(label: String?)
    case continueLoop(label: String?)
    case returnValue(Value)
    case fallthroughCase
}

/// A statement of the checked tree.
class Statement {
    let line: Int

    init(line: Int) {
        self.line = line
    }

    /// Runs the statement.
    func execute(_ frame: Frame, _ interpreter: Interpreter) throws -> Flow {
        .normal
    }
}
