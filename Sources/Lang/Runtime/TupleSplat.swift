/// Swift's implicit tuple splat of a function value: a function of N parameters passed where a
/// function of one N-tuple is expected (`zip(xs, ys).map(f)` with `f: (T, T) -> U`) is called
/// with the tuple's elements.
enum TupleSplat {
    /// `function` as a one-parameter function that spreads its tuple argument over `function`'s
    /// parameters; other values are returned unchanged.
    static func adapt(_ function: Value, line: Int) -> Value {
        guard case .function(let inner) = function else { return function }
        let body = Jump(.returnValue(SplatCall(inner, line: line)), line: line)
        let code = FunctionCode(name: inner.code.name, parameterCount: 1, frameSize: 1, body: body, hasSelf: false)
        return .function(Closure(code: code, captured: nil))
    }
}

/// Calls a closure with the elements of the tuple in slot 0.
private final class SplatCall: Expression {
    let closure: Closure

    init(_ closure: Closure, line: Int) {
        self.closure = closure
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        guard case .tuple(let elements) = try frame.value(0, line: line) else {
            throw RuntimeError("internal error: expected a tuple to spread over the function's parameters", line: line)
        }
        return try interpreter.call(closure, elements, line: line)
    }
}
