/// `LazyMapSequence` and `LazyFilterSequence` (Prelude+LazySequences), the values `map` and
/// `filter` of a lazy sequence are: a base and the closures given, called as Swift's standard
/// library calls them, when elements are read. Reading element by element (`for`-`in`,
/// `Array(_:)`, `reduce`, `first(where:)`) passes each base element through the whole chain
/// before the next, as Swift's nested iterators do; `first`, `last`, `count`, `isEmpty`,
/// subscripts, `prefix` and `dropFirst` walk positions as `LazyMapCollection` and
/// `LazyFilterCollection` do (a filter's `startIndex` tests elements up to the first kept one,
/// a map's subscript calls its transform once), so each closure runs as often as in Swift.
enum LazyClosureSequence {
    /// Which of the two a value is.
    enum Kind {
        case map, filter
        /// `prefix(while:)` and `drop(while:)`: a predicate held as a filter's is.
        case prefixWhile, dropWhile
    }

    /// The kind `decl` is, when it is the library's type (not a type of the program's so named).
    static func kind(of decl: NominalDecl) -> Kind? {
        guard decl.module == "Swift", decl.parent == nil else { return nil }
        switch decl.name {
        case "LazyMapSequence": return .map
        case "LazyFilterSequence": return .filter
        case "LazyPrefixWhileSequence": return .prefixWhile
        case "LazyDropWhileSequence": return .dropWhile
        default: return nil
        }
    }

    /// A new value of `decl` over `base`, whose closures are `closures` (fused maps or filters,
    /// applied in order) held in a `_LazyClosures` of `holder`.
    static func make(_ decl: NominalDecl, base: Value, closures: [Value], holder: NominalDecl) -> Value {
        .structValue(decl, [base, .structValue(holder, [.array(closures)])])
    }

    /// The base and the closures of a lazy map or filter value, or nil for any other value.
    static func parts(of value: Value) -> (kind: Kind, decl: NominalDecl, base: Value, closures: [Value], holder: NominalDecl)? {
        guard case .structValue(let decl, let fields) = value.unboxed, let kind = kind(of: decl), fields.count == 2,
              case .structValue(let holder, let held) = fields[1].unboxed, case .array(let closures)? = held.first?.unboxed
        else { return nil }
        return (kind, decl, fields[0], closures, holder)
    }

    /// Calls `body` with each element in order until it returns false; false when stopped.
    /// - Throws: what a closure throws, the interrupt, the step limit.
    @discardableResult
    static func forEach(_ value: Value, _ interpreter: Interpreter, line: Int, _ body: (Value) throws -> Bool) throws -> Bool {
        let iterator = try LazyIterator(value, interpreter, line: line)
        while let element = try iterator.next() {
            try interpreter.iterationStep(line: line)
            if try !body(element) { return false }
        }
        return true
    }

    /// Whether `value` is a lazy map or filter or a library wrapper holding one (a zip, an
    /// `enumerated()`, a reversal), whose elements are read through `LazyIterator`.
    static func holdsClosures(_ value: Value) -> Bool {
        // A stride of a program's type calls its `advanced(by:)` as it is read, as a map calls its closure.
        if parts(of: value) != nil || LazySequenceValue.isProgramStride(value) { return true }
        guard case .structValue(let decl, let fields) = value.unboxed,
              LazySequenceValue.kind(of: decl) != nil || FlattenSequenceValue.isFlattening(decl) else { return false }
        return fields.contains(where: holdsClosures)
    }

    /// Whether the innermost base of a lazy map or filter value is a one-sided range (`1...`).
    static func isOverEndlessRange(_ value: Value) -> Bool {
        var current = value
        while let parts = parts(of: current) { current = parts.base }
        if case .range(_, .null, _) = current.unboxed { return true }
        return false
    }

    /// Every element, in order (one pass, as Swift's iterator reads them).
    static func elements(_ value: Value, _ interpreter: Interpreter, line: Int) throws -> [Value] {
        var result: [Value] = []
        try forEach(value, interpreter, line: line) { element in
            if result.count == result.capacity {
                try Interpreter.reserve(Interpreter.bytes(ofValues: Swift.max(result.count, 16)), for: "a lazy sequence's elements", line: line)
            }
            result.append(element)
            return true
        }
        return result
    }

    /// `value` with every lazy map or filter inside it (the sequences of a zip, the base of an
    /// `enumerated()`) replaced by the array of its elements, so that `Sequences.elements`, which
    /// calls no closures, can read it.
    static func materialized(_ value: Value, _ interpreter: Interpreter, line: Int) throws -> Value {
        if LazyPositions.holdsClosures(value) || LazySequenceValue.isProgramStride(value) {
            return .array(try elements(value, interpreter, line: line))
        }
        if case .structValue(let decl, let fields) = value.unboxed, LazySequenceValue.kind(of: decl) == .indices,
           fields.count == 3, LazyPositions.holdsClosures(fields[0]) {
            // A lazy filter's indices are found by walking it, not from its elements.
            return .array(try elements(value, interpreter, line: line))
        }
        guard case .structValue(let decl, let fields) = value.unboxed,
              LazySequenceValue.kind(of: decl) != nil || FlattenSequenceValue.isFlattening(decl) else { return value }
        return .structValue(decl, try fields.map { try materialized($0, interpreter, line: line) })
    }

    /// The standard library's own closures in a lazy `compactMap` (`map(transform).filter { $0 != nil }.map { $0! }`),
    /// held as nil among a layer's closures: in a filter it keeps present values, in a map it unwraps them.
    static var compactMapStep: Value { .null }

    /// The result of a (fused) transform.
    static func transform(_ element: Value, _ closures: [Value], _ interpreter: Interpreter, line: Int) throws -> Value {
        var result = element
        for closure in closures {
            if case .null = closure {
                result = result.unwrappedOptional
            } else {
                result = try Checker.callClosure(closure, [result], interpreter, line)
            }
        }
        return result
    }

    /// Whether every (fused) predicate keeps `element`, asking them in order until one refuses.
    static func test(_ element: Value, _ closures: [Value], _ interpreter: Interpreter, line: Int) throws -> Bool {
        for closure in closures {
            if case .null = closure {
                if case .null = element { return false }
            } else if try Checker.callClosure(closure, [element], interpreter, line).boolValue != true {
                return false
            }
        }
        return true
    }
}
