/// `for x in a..<b` and `for x in a...b` over a program's `Strideable` type: Swift's ranges are
/// collections only when `Bound.Stride: SignedInteger` (`extension Range: Collection where Bound:
/// Strideable, Bound.Stride: SignedInteger`), whose positions are the values themselves, each the
/// last one `advanced(by: 1)`, up to the upper bound by the type's `==`.
extension Checker {
    /// The values a `for` loop over `sequence`, a range of a program's `Strideable` type, reads
    /// (an array of them, found when the loop starts), or an `.error` sequence after swiftc's
    /// errors when its `Stride` is not a `SignedInteger` (at the `for` keyword, `keyword`, and
    /// the sequence's caret, `anchor`); nil for any other sequence.
    func strideableRangeSteps(_ sequence: Typed, keyword: SourceRange, at anchor: SourceRange) -> Typed? {
        guard case .range(let bound, let closed) = sequence.type, case .nominal(let decl, _) = bound, !decl.isBuiltin,
              let stride = strideType(of: bound) else { return nil }
        guard conforms(stride, toBuiltin: "SignedInteger") || stride == .error else {
            let range = closed ? "ClosedRange" : "Range"
            let methods = closed ? ["next()", "makeIterator()"] : ["makeIterator()", "next()"]
            for method in methods {
                error("referencing instance method '\(method)' on '\(range)' requires that '\(stride)' conform to 'SignedInteger'", keyword)
            }
            error("protocol 'Sequence' requires that '\(stride)' conform to 'SignedInteger'", anchor)
            return Typed(sequence.node, .error)
        }
        return Typed(BuiltinCall(arguments: [sequence.node], line: anchor.line) { values, interpreter, line in
            guard case .range(let lower, let upper, let closed) = values[0].unboxed else { throw RuntimeError("not a range", line: line) }
            return .array(try Self.rangeSteps(from: lower, to: upper, closed: closed, interpreter, line: line))
        }, .array(bound))
    }

    /// The values from `lower` to `upper` (past it unless `closed`), each the last one advanced
    /// by 1, as Range's `index(after:)` and ClosedRange's step.
    /// - Throws: what the type's methods throw, the interrupt, the length and memory limits.
    private static func rangeSteps(from lower: Value, to upper: Value, closed: Bool, _ interpreter: Interpreter,
                                   line: Int) throws -> [Value] {
        guard let decl = lower.nominalDecl, let advance = interpreter.environment.dispatch("advanced(by:)", on: decl) else {
            throw RuntimeError("value is not Strideable", line: line)
        }
        var values: [Value] = []
        var current = lower
        while true {
            try Interpreter.checkInterrupt(step: values.count, line: line)
            let atEnd = try StaticWitness.compare(.equal, current, upper, interpreter, line: line)
            if atEnd && !closed { return values }
            try LazySequenceValue.appendCharged(current, to: &values, line: line)
            if atEnd { return values }
            current = try interpreter.invoke(advance.code, captured: nil, arguments: [.int(1)], selfValue: current, line: line).0
        }
    }
}
