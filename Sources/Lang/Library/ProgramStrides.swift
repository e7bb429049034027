/// `stride(from:to:by:)` and `stride(from:through:by:)` over a program's `Strideable` type, read
/// as Swift's `StrideToIterator` and `StrideThroughIterator` read them: each `next()` first asks
/// whether the value it holds has reached the end (by the type's own `<`, or `distance(to:)`),
/// `through:` then whether it equals the end (given once), and otherwise steps on before it gives
/// the value: `advanced(by:)` the stride (for a floating-point `Stride`, the start advanced by the
/// stride times the step's number, as `_step(after:from:by:)` computes it).
///
/// The stride value holds only its start, end and stride; its values are made one `next()` at a
/// time through the interpreter the type's methods run in (`LazyIterator`), so a loop that leaves
/// early or an endless stride read by `first(where:)` makes no more than Swift's does.
extension LazySequenceValue {
    /// Whether `value` is a `StrideTo` or `StrideThrough` of a program's type, whose values only
    /// its methods make.
    static func isProgramStride(_ value: Value) -> Bool {
        guard case .structValue(let decl, let fields) = value.unboxed, fields.count == 3,
              kind(of: decl) == .strideTo || kind(of: decl) == .strideThrough else { return false }
        return fields[0].unboxed.nominalDecl != nil
    }

    /// The reader of a program stride's values, one per call, nil at the end; nil for any other value.
    /// - Throws: a zero stride (Swift's precondition), a value whose type has no `advanced(by:)`.
    static func programStrideReader(_ value: Value, _ interpreter: Interpreter, line: Int) throws -> (() throws -> Value?)? {
        guard isProgramStride(value), case .structValue(let decl, let fields) = value.unboxed else { return nil }
        return try programStrideReader(start: fields[0].unboxed, end: fields[1].unboxed, step: fields[2],
                                       through: kind(of: decl) == .strideThrough, interpreter, line: line)
    }

    /// The reader of the values from `start` towards `end`, `step` apart.
    /// - Throws: a zero stride (Swift's precondition), a value whose type has no `advanced(by:)`.
    static func programStrideReader(start: Value, end: Value, step: Value, through: Bool, _ interpreter: Interpreter,
                                    line: Int) throws -> () throws -> Value? {
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
        var current = start
        var steps = 0
        var gaveEnd = false
        return {
            let result = current
            if try StaticWitness.compare(ascending ? .greaterOrEqual : .lessOrEqual, result, end, interpreter, line: line) {
                // Swift's StrideThroughIterator asks `result == end` before whether it gave the end already.
                if through, try StaticWitness.compare(.equal, result, end, interpreter, line: line), !gaveEnd {
                    gaveEnd = true
                    return result
                }
                return nil
            }
            steps += 1
            current = try scaled.map { try advanced(start, by: $0(steps)) } ?? advanced(result, by: step)
            return result
        }
    }

    /// Every value of a program's stride, read to its end (the stride made without the library,
    /// an array as before).
    /// - Throws: a zero stride, what the type's methods throw, the interrupt, the length and memory limits.
    static func programStrideElements(start: Value, end: Value, step: Value, through: Bool, _ interpreter: Interpreter,
                                      line: Int) throws -> [Value] {
        let next = try programStrideReader(start: start, end: end, step: step, through: through, interpreter, line: line)
        var result: [Value] = []
        while let value = try next() {
            try Interpreter.checkInterrupt(step: result.count, line: line)
            try appendCharged(value, to: &result, line: line)
        }
        return result
    }

    /// Swift's `_customContainsEquatableElement` of a program's stride: false, without reading
    /// it, for an element outside its bounds (in the direction it steps); nil when it must be read.
    /// - Throws: what the type's `<` (or `distance(to:)`) throws.
    static func programStrideExcludes(_ value: Value, _ element: Value, _ interpreter: Interpreter, line: Int) throws -> Bool? {
        guard isProgramStride(value), case .structValue(let decl, let fields) = value.unboxed else { return nil }
        let (start, end) = (fields[0].unboxed, fields[1].unboxed)
        let through = kind(of: decl) == .strideThrough
        let descending = fields[2].intValue.map { $0 < 0 } ?? (fields[2].doubleValue ?? 0 < 0)
        func less(_ a: Value, _ b: Value) throws -> Bool { try StaticWitness.compare(.less, a, b, interpreter, line: line) }
        // `StrideTo` leaves out its end (`element <= end`, `end <= element`); `StrideThrough` keeps it.
        let pastEnd: () throws -> Bool = descending
            ? { through ? try less(element, end) : try !less(end, element) }
            : { through ? try less(end, element) : try !less(element, end) }
        if descending {
            if try pastEnd() || less(start, element) { return true }
        } else {
            if try less(element, start) || pastEnd() { return true }
        }
        return nil
    }
}
