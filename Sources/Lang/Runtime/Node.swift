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
