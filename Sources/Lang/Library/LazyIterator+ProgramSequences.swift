/// A program's own sequence read by `LazyIterator`: its `makeIterator()` once, then its
/// iterator's `next()` for each element asked for, so a reader that stops early (a scan's
/// `first(where:)`) leaves an endless sequence unread past the element it stopped at.
extension LazyIterator {
    /// Whether `value` is of a program's own sequence type: one with a `makeIterator()` or a
    /// `next()` of its own, which `programSequence` reads (a generic parameter's value in a
    /// `for`-`in` loop is read so, one element per iteration).
    static func isProgramSequence(_ value: Value, _ interpreter: Interpreter) -> Bool {
        guard let decl = value.nominalDecl, !decl.isBuiltin, !FlattenSequenceValue.isFlattening(decl),
              LazySequenceValue.kind(of: decl) == nil else { return false }
        let environment = interpreter.environment
        // A collection without an iterator of its own is walked by its indices (CollectionWalk).
        return environment.dispatch("makeIterator()", on: decl) != nil || environment.dispatch("next()", on: decl) != nil
    }

    /// The reader of `value`'s elements when its type is the program's own sequence (with a
    /// `next()` of its own iterator); nil for the library's values.
    static func programSequence(_ value: Value, _ interpreter: Interpreter, _ line: Int) throws -> (() throws -> Value?)? {
        guard let decl = value.nominalDecl, !decl.isBuiltin, !FlattenSequenceValue.isFlattening(decl),
              LazySequenceValue.kind(of: decl) == nil else { return nil }
        let environment = interpreter.environment
        var iterator = value.unboxed
        if let makeIterator = environment.dispatch("makeIterator()", on: decl) {
            iterator = try interpreter.invoke(makeIterator.code, captured: nil, arguments: [], selfValue: value, line: line).0.unboxed
        }
        guard let iteratorDecl = iterator.nominalDecl, let next = environment.dispatch("next()", on: iteratorDecl) else { return nil }
        var ended = false
        return {
            guard !ended else { return nil }
            let (element, calleeFrame) = try interpreter.invoke(next.code, captured: nil, arguments: [], selfValue: iterator, line: line)
            if next.code.hasSelf { iterator = try calleeFrame.value(0, line: line) }
            if case .null = element {
                ended = true
                return nil
            }
            return element.unwrappedOptional
        }
    }
}
