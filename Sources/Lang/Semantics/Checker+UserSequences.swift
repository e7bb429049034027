/// A program's own sequences: a type that conforms to `Sequence` with a `makeIterator()`, or to
/// `IteratorProtocol` (its own iterator) with a `next()`. `for`-`in` and the standard library's
/// sequence methods read such a sequence as the array of its elements, drawn by calling
/// `makeIterator()` once and `next()` until it returns nil.
extension Checker {
    /// `typed` as the array of its elements when its type is a program's sequence, else nil.
    func userSequenceElements(_ typed: Typed, line: Int) -> Typed? {
        if let flattened = flattenSequenceElements(typed, line: line) { return flattened }
        guard let sequence = userSequence(typed.type) else { return nil }
        let node = SequenceElements(typed.node, makeIterator: sequence.makeIterator, next: sequence.next, line: line)
        return Typed(node, .array(sequence.element))
    }

    /// The element type of a program's sequence type or of a lazy map or filter, else nil (`Array(countdown)` takes its
    /// element type from it).
    func userSequenceElement(_ type: SwiftType) -> SwiftType? {
        lazyClosureElement(type) ?? (mentionsLazyClosure(type) ? lazyAwareElement(type) : nil) ?? userSequence(type)?.element
    }

    /// The `makeIterator()` (nil when the type is its own iterator), `next()` and element type of a
    /// program's sequence type.
    private func userSequence(_ type: SwiftType) -> (makeIterator: FunctionCode?, next: FunctionCode, element: SwiftType)? {
        guard case .nominal(let decl, let arguments) = type, !decl.isBuiltin, decl.kind != .protocol,
              conforms(type, toBuiltin: "Sequence") else {
            return nil
        }
        let substitution = typeArgumentSubstitution(decl, arguments)
        let makeIterator = methodsNamed("makeIterator", in: type)?.first { $0.type.parameters.isEmpty && !$0.isStatic }
        let iteratorType = makeIterator.map { $0.type.result.substituting(substitution) } ?? type
        var iteratorSubstitution: [TypeParameter: SwiftType] = [:]
        if case .nominal(let iteratorDecl, let iteratorArguments) = iteratorType {
            iteratorSubstitution = typeArgumentSubstitution(iteratorDecl, iteratorArguments)
        }
        guard let next = methodsNamed("next", in: iteratorType)?.first(where: { $0.type.parameters.isEmpty && !$0.isStatic }),
              case .optional(let element) = next.type.result.substituting(iteratorSubstitution) else { return nil }
        return (makeIterator?.code, next.code, element)
    }
}

/// The elements of a program's sequence as an array: `makeIterator()` (when the sequence is not
/// its own iterator), then `next()` until nil. Each call spends steps, so an endless sequence
/// stops at the cell's step or memory limit with an error.
final class SequenceElements: Expression {
    let sequence: Expression
    let makeIterator: FunctionCode?
    let next: FunctionCode

    init(_ sequence: Expression, makeIterator: FunctionCode?, next: FunctionCode, line: Int) {
        self.sequence = sequence
        self.makeIterator = makeIterator
        self.next = next
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        var iterator = try sequence.evaluate(frame, interpreter).unboxed
        if let makeIterator {
            iterator = try interpreter.invoke(makeIterator, captured: nil, arguments: [], selfValue: iterator, line: line).0.unboxed
        }
        return .array(try Self.drain(iterator, next: next, interpreter, line: line))
    }

    /// What `next()` gives, called on `iterator` until it returns nil.
    static func drain(_ iterator: Value, next: FunctionCode, _ interpreter: Interpreter, line: Int) throws -> [Value] {
        var iterator = iterator
        var elements: [Value] = []
        while true {
            try interpreter.iterationStep(line: line)
            let (element, calleeFrame) = try interpreter.invoke(next, captured: nil, arguments: [], selfValue: iterator, line: line)
            if next.hasSelf { iterator = try calleeFrame.value(0, line: line) }
            if case .null = element { return elements }
            elements.append(element.unwrappedOptional)
        }
    }
}

/// The elements of a value of a generic sequence parameter's type, as an array (or a slice from
/// the value's first index): a program's own sequence's drawn through the `makeIterator()` and
/// `next()` its type declares, found at run time as a witness is; any other's as the library
/// draws a standard sequence's, a lazy map's or filter's through its closures.
final class GenericSequenceElements: Expression {
    let sequence: Expression
    let asSlice: Bool
    /// Set for a `for`-`in` loop's sequence: a lazy map or filter (or a wrapper of one) passed for
    /// the parameter is handed on as it is, for the loop to read element by element (ForInLoop).
    var keepsLazyValues = false

    init(_ sequence: Expression, asSlice: Bool, line: Int) {
        self.sequence = sequence
        self.asSlice = asSlice
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        // A lazy map or filter (or a wrapper of one) is read through its closures.
        let given = try sequence.evaluate(frame, interpreter)
        if keepsLazyValues, LazyClosureSequence.holdsClosures(given) { return given }
        let value = try LazyClosureSequence.materialized(given, interpreter, line: line).unboxed
        if let elements = try programSequenceElements(value, interpreter) {
            return asSlice ? .slice(elements, startIndex: 0) : .array(elements)
        }
        let elements = try Sequences.elements(of: value, line: line)
        return asSlice ? .slice(elements, startIndex: Checker.startOffset(of: value)) : .array(elements)
    }

    /// `value`'s elements when its type is the program's own sequence (a `makeIterator()` whose
    /// iterator has `next()`, or a `next()` of its own); nil for the library's values.
    private func programSequenceElements(_ value: Value, _ interpreter: Interpreter) throws -> [Value]? {
        guard let decl = value.nominalDecl, !decl.isBuiltin, !FlattenSequenceValue.isFlattening(decl),
              LazySequenceValue.kind(of: decl) == nil else { return nil }
        let environment = interpreter.environment
        var iterator = value
        if let makeIterator = environment.dispatch("makeIterator()", on: decl) {
            iterator = try interpreter.invoke(makeIterator.code, captured: nil, arguments: [], selfValue: value, line: line).0.unboxed
        }
        guard let iteratorDecl = iterator.nominalDecl, let next = environment.dispatch("next()", on: iteratorDecl) else {
            return nil
        }
        return try SequenceElements.drain(iterator, next: next.code, interpreter, line: line)
    }
}
