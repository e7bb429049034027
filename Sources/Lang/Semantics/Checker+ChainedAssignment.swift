/// Assignments through an optional chain (`x?.count = 1`, `self?.count += 1`): nothing is
/// assigned when a link is nil, as in Swift.
extension Checker {
    /// `statement`, an assignment to `target`, made to do nothing when `target`'s chain stops at nil.
    func optionallyChained(_ statement: Statement?, _ target: Expr) -> Statement? {
        guard let statement, Self.chainsOptionally(target) else { return statement }
        return OptionalChainStatement(statement, line: statement.line)
    }

    /// Whether `target` goes through a `?` link (`a?.b`, `a?[0].c`).
    static func chainsOptionally(_ target: Expr) -> Bool {
        var current = target
        var depth = 0
        while depth < 10_000 {
            depth += 1
            switch current.kind {
            case .bindOptional, .optionalEvaluation: return true
            case .member(let base, _, _): current = base
            case .subscript(let subscriptExpression): current = subscriptExpression.base
            case .forceUnwrap(let inner): current = inner
            default: return false
            }
        }
        return false
    }
}

/// An assignment through an optional chain: a nil link ends it without assigning.
final class OptionalChainStatement: Statement {
    let body: Statement

    init(_ body: Statement, line: Int) {
        self.body = body
        super.init(line: line)
    }

    override func execute(_ frame: Frame, _ interpreter: Interpreter) throws -> Flow {
        do {
            return try body.execute(frame, interpreter)
        } catch is OptionalChainNil {
            return .normal
        }
    }
}
