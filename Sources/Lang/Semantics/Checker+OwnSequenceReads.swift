/// A program's own `Sequence` (not a collection) read one `next()` at a time where Swift's
/// iterator reads it so: a `for`-`in` loop draws each element when its turn comes and stops
/// drawing when the body leaves the loop, and `prefix(n)` draws at most `n`, so an endless
/// sequence (`sequence(state:next:)`, a counter that never returns nil) ends where the program
/// stops reading it.
extension Checker {
    /// The `makeIterator()`, `next()` and element of `type` when it is a program's own sequence
    /// that is no collection (the library's lazy wrappers, flattenings and partial ranges are
    /// read as they are), else nil.
    func ownSequenceReader(_ type: SwiftType) -> (makeIterator: FunctionCode?, next: FunctionCode, element: SwiftType)? {
        guard case .nominal(let decl, _) = type, !FlattenSequenceValue.isFlattening(decl),
              LazySequenceValue.kind(of: decl) == nil, LazyClosureSequence.kind(of: decl) == nil, PartialRangeKind(decl) == nil,
              !conforms(type, toBuiltin: "Collection"), let sequence = userSequence(type), !hasError(sequence.element)
        else { return nil }
        return sequence
    }

    /// `prefix(n)` of a program's own sequence: its first `n` elements, drawn one `next()` at a
    /// time and no further (Swift's `PrefixSequence` draws them as it is read; this holds them as
    /// an array); nil for any other call.
    func ownSequencePrefix(_ base: Typed, name: Identifier, arguments: [Argument], range: SourceRange) -> Typed? {
        guard name.name == "prefix", arguments.count == 1, arguments[0].label == nil,
              let sequence = ownSequenceReader(base.type) else { return nil }
        let count = coerce(expression(arguments[0].value, expected: .int), to: .int, at: caret(arguments[0].value), role: .argument)
        let (makeIterator, next) = (sequence.makeIterator, sequence.next)
        return Typed(BuiltinCall(arguments: [base.node, count], line: range.line) { values, interpreter, line in
            guard case .int(let limit) = values[1], limit >= 0 else {
                throw RuntimeError("Can't take a prefix of negative length from a sequence", line: line)
            }
            let iterator = try SequenceElements.iterator(of: values[0].unboxed, makeIterator: makeIterator, interpreter, line: line)
            return .array(try SequenceElements.drain(iterator, next: next, limit: limit, interpreter, line: line))
        }, .array(sequence.element))
    }
}

extension SequenceElements {
    /// The iterator of a program's sequence value: what its `makeIterator()` returns, or the value
    /// itself when it is its own iterator.
    static func iterator(of sequence: Value, makeIterator: FunctionCode?, _ interpreter: Interpreter, line: Int) throws -> Value {
        guard let makeIterator else { return sequence }
        return try interpreter.invoke(makeIterator, captured: nil, arguments: [], selfValue: sequence, line: line).0.unboxed
    }
}
