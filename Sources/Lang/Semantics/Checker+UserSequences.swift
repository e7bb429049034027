/// A program's own sequences: a type that conforms to `Sequence` with a `makeIterator()`, or to
/// `IteratorProtocol` (its own iterator) with a `next()`. `for`-`in` and the standard library's
/// sequence methods read such a sequence as the array of its elements, drawn by calling
/// `makeIterator()` once and `next()` until it returns nil; the scans that stop early
/// (`first(where:)`, `contains`, `allSatisfy`) read it one element at a time (`ownSequenceScan`).
extension Checker {
    /// `typed` as the array of its elements when its type is a program's sequence, else nil.
    func userSequenceElements(_ typed: Typed, line: Int) -> Typed? {
        if let flattened = flattenSequenceElements(typed, line: line) ?? strideableRangeElements(typed, line: line) { return flattened }
        if case .nominal = typed.type, let view = partialRangeView(typed) { return view }
        guard let sequence = userSequence(typed.type) else {
            guard let element = userCollectionElement(typed.type) else { return nil }
            return Typed(CollectionWalkElements(typed.node, line: line), .array(element))
        }
        let node = SequenceElements(typed.node, makeIterator: sequence.makeIterator, next: sequence.next, line: line)
        return Typed(node, .array(sequence.element))
    }

    /// `typed` as the array of its elements when its type is a program's own `Collection`, whose
    /// values have the collection members a mere sequence lacks (`count`, `first`, `isEmpty`;
    /// `last` only when it is a `BidirectionalCollection`).
    func userCollectionElements(_ typed: Typed, member: String, line: Int) -> Typed? {
        guard case .nominal(let decl, _) = typed.type, !decl.isBuiltin, conforms(typed.type, toBuiltin: "Collection"),
              member != "last" || conforms(typed.type, toBuiltin: "BidirectionalCollection")
        else { return nil }
        return userSequenceElements(typed, line: line)
    }

    /// The element type of a program's sequence type or of a lazy map or filter, else nil (`Array(countdown)` takes its
    /// element type from it).
    func userSequenceElement(_ type: SwiftType) -> SwiftType? {
        lazyClosureElement(type) ?? (mentionsLazyClosure(type) ? lazyAwareElement(type) : nil) ?? userSequence(type)?.element
            ?? userCollectionElement(type) ?? partialRangeElement(type)
    }

    /// The element of a one-sided range of integers (`0...` in `zip(words, 0...)`), else nil.
    private func partialRangeElement(_ type: SwiftType) -> SwiftType? {
        guard case .nominal(let decl, let arguments) = type, PartialRangeKind(decl) != nil, let bound = arguments.first,
              bound.isInteger else { return nil }
        return bound
    }

    /// `firstIndex` or `lastIndex` (`of:` or `where:`) of a program's own collection that walks
    /// its indices: the library's search over its elements, its offset turned into the
    /// collection's index (CollectionWalkIndex); nil for any other call.
    func ownCollectionIndexSearch(_ base: Typed, name: Identifier, arguments: [Argument], expected: SwiftType?,
                                  range: SourceRange) -> Typed? {
        guard name.name == "firstIndex" || name.name == "lastIndex", userSequence(base.type) == nil,
              userCollectionElement(base.type) != nil,
              let indexAfter = methodsNamed("index", in: base.type)?.first(where: { $0.selector == "index(after:)" })
        else { return nil }
        if name.name == "lastIndex", !conforms(base.type, toBuiltin: "BidirectionalCollection") {
            // `lastIndex` is BidirectionalCollection's: a collection that only steps forwards lacks it.
            error("value of type '\(base.type)' has no member 'lastIndex'", name.range)
            lowerAll(arguments)
            return Typed(Constant(.void, line: range.line), .error)
        }
        let held = HeldValue(line: range.line)
        guard let elements = userSequenceElements(Typed(held, base.type), line: range.line),
              let search = builtinMethod(elements, basePlace: nil, name: name, arguments: arguments, expected: expected, range: range)
        else { return nil }
        let index = indexAfter.type.result.substituting(typeArgumentSubstitution(base.type))
        return Typed(CollectionWalkIndex(base.node, held: held, search: search.node, line: range.line), .optional(index))
    }

    /// `reversed()` of a program's own sequence, or of its collection that is not bidirectional
    /// (or of a generic parameter's value so constrained): `Sequence`'s `reversed()`, which gives
    /// an array, not a `ReversedCollection`.
    func ownSequenceReversed(_ typed: Typed, of base: Typed, name: String, line: Int) -> Typed? {
        guard name == "reversed", !conforms(base.type, toBuiltin: "BidirectionalCollection") else { return nil }
        let element: SwiftType?
        switch base.type {
        case .nominal(let decl, _) where !decl.isBuiltin: element = userSequenceElement(base.type)
        case .generic(let parameter): element = genericElement(parameter)
        default: element = nil
        }
        guard let element else { return nil }
        return Typed(Unary(typed.node, line: line) { value, line in .array(try Sequences.elements(of: value, line: line)) }, .array(element))
    }

    /// The element type of a program's own `Collection` that declares no `makeIterator()` (its
    /// one-parameter subscript's result), read through Swift's `IndexingIterator` (CollectionWalk).
    func userCollectionElement(_ type: SwiftType) -> SwiftType? {
        guard case .nominal(let decl, let arguments) = type, !decl.isBuiltin, decl.kind != .protocol,
              conforms(type, toBuiltin: "Collection"),
              methodsNamed("index", in: type)?.contains(where: { $0.selector == "index(after:)" }) == true,
              let getter = declaredSubscripts(of: type)?.first(where: { $0.getter.type.parameters.count == 1 })?.getter
        else { return nil }
        return getter.type.result.substituting(typeArgumentSubstitution(decl, arguments))
    }

    /// The `makeIterator()` (nil when the type is its own iterator), `next()` and element type of a
    /// program's sequence type.
    func userSequence(_ type: SwiftType) -> (makeIterator: FunctionCode?, next: FunctionCode, element: SwiftType)? {
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
        let iterator = try Self.iterator(of: sequence.evaluate(frame, interpreter).unboxed, makeIterator: makeIterator,
                                         interpreter, line: line)
        return .array(try Self.drain(iterator, next: next, interpreter, line: line))
    }

    /// What `next()` gives, called on `iterator` until it returns nil or `limit` elements are drawn.
    static func drain(_ iterator: Value, next: FunctionCode, limit: Int = .max, _ interpreter: Interpreter,
                      line: Int) throws -> [Value] {
        var iterator = iterator
        var elements: [Value] = []
        while elements.count < limit {
            try interpreter.iterationStep(line: line)
            let (element, calleeFrame) = try interpreter.invoke(next, captured: nil, arguments: [], selfValue: iterator, line: line)
            if next.hasSelf { iterator = try calleeFrame.value(0, line: line) }
            if case .null = element { return elements }
            elements.append(element.unwrappedOptional)
        }
        return elements
    }
}

/// The elements of a value of a generic sequence parameter's type, as an array (or a slice from
/// the value's first index): a program's own sequence's drawn through the `makeIterator()` and
/// `next()` its type declares, found at run time as a witness is; any other's as the library
/// draws a standard sequence's, a lazy map's or filter's through its closures.
final class GenericSequenceElements: Expression {
    let sequence: Expression
    let asSlice: Bool
    /// Set for a `for`-`in` loop's sequence: a lazy map or filter (or a wrapper of one), or a value
    /// of a program's own sequence type, passed for the parameter is handed on as it is, for the
    /// loop to read element by element (ForInLoop).
    var keepsLazyValues = false

    init(_ sequence: Expression, asSlice: Bool, line: Int) {
        self.sequence = sequence
        self.asSlice = asSlice
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        // A lazy map or filter (or a wrapper of one) is read through its closures.
        let given = try sequence.evaluate(frame, interpreter)
        if keepsLazyValues, LazyClosureSequence.holdsClosures(given) || LazyIterator.isProgramSequence(given, interpreter) {
            return given
        }
        return try elements(of: LazyClosureSequence.materialized(given, interpreter, line: line).unboxed, interpreter)
    }

    /// The elements of `value`, the parameter's value with any lazy map or filter drawn, as an
    /// array or a slice.
    func elements(of value: Value, _ interpreter: Interpreter) throws -> Value {
        if let elements = try programSequenceElements(value, interpreter) ?? strideableRangeValues(value, interpreter) {
            return asSlice ? .slice(elements, startIndex: 0) : .array(elements)
        }
        let elements = try Sequences.elements(of: value, line: line)
        return asSlice ? .slice(elements, startIndex: Checker.startOffset(of: value)) : .array(elements)
    }

    /// The values of a range of a program's `Strideable` type, stepped by its `advanced(by:)`;
    /// nil for any other value.
    private func strideableRangeValues(_ value: Value, _ interpreter: Interpreter) throws -> [Value]? {
        guard case .range(let lower, let upper, let closed) = value, lower.nominalDecl != nil else { return nil }
        return try Checker.rangeSteps(from: lower, to: upper, closed: closed, interpreter, line: line)
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
            return try CollectionWalk.elements(of: value, interpreter, line: line)
        }
        return try SequenceElements.drain(iterator, next: next.code, interpreter, line: line)
    }
}

/// The receiver of an index member (`startIndex`, `index(after:)`, `c[i]`) of a generic
/// parameter's value: the value itself when it is a String or Substring, whose indices are
/// `String.Index`es as outside the generic body; else what `reading` says the member needs.
final class GenericIndexBase: Expression {
    /// What an index member needs of a value that is not text.
    enum Reading {
        /// Its elements, as `view` reads them (`c[i]`, `firstIndex(of:)`).
        case elements
        /// Only where its positions start and how many there are (`startIndex`, `endIndex`,
        /// `count`, `isEmpty`): read in O(1) for a range or an array, and a lazy map's closures
        /// are not called (GenericIndexBase+Extent.swift).
        case extent
        /// Its `startIndex` or `endIndex` alone: the extent's, but a lazy filter's are its base's
        /// positions (GenericIndexBase+BasePositions.swift).
        case start, end
        /// The element at one position (`c[i]`): its elements, but a lazy filter itself.
        case position
        /// Nothing: the member only moves Int positions (`index(after:)`), but a lazy filter
        /// moves by its kept positions and is given as it is.
        case nothing
    }

    let view: GenericSequenceElements
    let reading: Reading

    init(_ view: GenericSequenceElements, reading: Reading = .elements) {
        self.view = view
        self.reading = reading
        super.init(line: view.line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        let given = try view.sequence.evaluate(frame, interpreter)
        // No lazy wrapper is text, so the value is read as it is given.
        if given.unboxed.stringValue != nil { return given.unboxed }
        // A program's own collection is read through its own indices (GenericIndexBase+OwnCollections.swift).
        if reading != .elements, reading != .extent, Self.isOwnCollection(given.unboxed, interpreter) { return given.unboxed }
        if reading != .elements, reading != .extent, try Self.keepsBasePositions(given, interpreter, line: line) {
            return try basePositionsReading(of: given.unboxed, interpreter)
        }
        switch reading {
        case .nothing: return .void
        case .extent, .start, .end: return try extent(of: given.unboxed, interpreter)
        case .elements, .position: return try view.elements(of: LazyClosureSequence.materialized(given, interpreter, line: line).unboxed, interpreter)
        }
    }
}
