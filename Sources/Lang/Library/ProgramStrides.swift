/// `stride(from:to:by:)` and `stride(from:through:by:)` over a program's `Strideable` type, as
/// Swift's `StrideTo` and `StrideThrough` iterators step: each value is the last one
/// `advanced(by:)` the stride (for a floating-point `Stride`, the start advanced by the stride
/// times the step's number, as `_step(after:from:by:)` computes it), until one reaches the end by
/// the type's own `<` (or `distance(to:)`), `through:` keeping one equal to the end.
///
/// The values are found when the stride is made, through the interpreter the type's methods run
/// in, and kept with it: a stride's value has no interpreter when it is read
/// (`LazySequenceValue.elements`).
extension LazySequenceValue {
    /// The values from `start` towards `end`, `step` apart, of a program's type.
    /// - Throws: a zero stride (Swift's precondition), what the type's methods throw, the
    ///   interrupt, the length and memory limits.
    static func programStrideElements(start: Value, end: Value, step: Value, through: Bool, _ interpreter: Interpreter,
                                      line: Int) throws -> [Value] {
        guard let decl = start.nominalDecl, let advance = interpreter.environment.dispatch("advanced(by:)", on: decl) else {
            throw RuntimeError("value is not Strideable", line: line)
        }
        let ascending: Bool
        var scaled: ((Int) -> Value)?
        switch step.unboxed {
        case .int(let size):
            guard size != 0 else { throw RuntimeError("Stride size must not be zero", line: line) }
            ascending = size > 0
        case .double(let size):
            guard size != 0 else { throw RuntimeError("Stride size must not be zero", line: line) }
            ascending = size > 0
            scaled = { .double(Double($0) * size) }
        case .float(let size):
            guard size != 0 else { throw RuntimeError("Stride size must not be zero", line: line) }
            ascending = size > 0
            scaled = { .float(Float($0) * size) }
        default:
            throw RuntimeError("unsupported Stride value", line: line)
        }
        func advanced(_ value: Value, by stride: Value) throws -> Value {
            try interpreter.invoke(advance.code, captured: nil, arguments: [stride], selfValue: value, line: line).0
        }
        var result: [Value] = []
        var current = start
        while true {
            try Interpreter.checkInterrupt(step: result.count, line: line)
            if try StaticWitness.compare(ascending ? .greaterOrEqual : .lessOrEqual, current, end, interpreter, line: line) {
                if through, try StaticWitness.compare(.equal, current, end, interpreter, line: line) {
                    try appendCharged(current, to: &result, line: line)
                }
                return result
            }
            try appendCharged(current, to: &result, line: line)
            current = try scaled.map { try advanced(start, by: $0(result.count)) } ?? advanced(current, by: step)
        }
    }
}
