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
    }

    /// The kind `decl` is, when it is the library's type (not a type of the program's so named).
    static func kind(of decl: NominalDecl) -> Kind? {
        guard decl.module == "Swift", decl.parent == nil else { return nil }
        switch decl.name {
        case "LazyMapSequence": return .map
        case "LazyFilterSequence": return .filter
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
        guard let (kind, _, base, closures, _) = parts(of: value) else {
            if case .range(.int(let lower), .null, _) = value.unboxed {
                // `(1...)` is endless: its values are made one at a time, until the reader stops
                // (or the step limit ends the cell).
                var current = lower
                while true {
                    try interpreter.iterationStep(line: line)
                    if try !body(.int(current)) { return false }
                    let (next, overflow) = current.addingReportingOverflow(1)
                    if overflow { throw RuntimeError("Range end index has no valid successor", line: line) }
                    current = next
                }
            }
            for element in try Sequences.elements(of: materialized(value, interpreter, line: line), line: line) {
                try interpreter.iterationStep(line: line)
                if try !body(element) { return false }
            }
            return true
        }
        return try forEach(base, interpreter, line: line) { element in
            switch kind {
            case .map: return try body(try transform(element, closures, interpreter, line: line))
            case .filter: return try test(element, closures, interpreter, line: line) ? try body(element) : true
            }
        }
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
        if parts(of: value) != nil { return .array(try elements(value, interpreter, line: line)) }
        guard case .structValue(let decl, let fields) = value.unboxed,
              LazySequenceValue.kind(of: decl) != nil || FlattenSequenceValue.isFlattening(decl) else { return value }
        return .structValue(decl, try fields.map { try materialized($0, interpreter, line: line) })
    }

    /// The result of a (fused) transform.
    static func transform(_ element: Value, _ closures: [Value], _ interpreter: Interpreter, line: Int) throws -> Value {
        var result = element
        for closure in closures { result = try Checker.callClosure(closure, [result], interpreter, line) }
        return result
    }

    /// Whether every (fused) predicate keeps `element`, asking them in order until one refuses.
    static func test(_ element: Value, _ closures: [Value], _ interpreter: Interpreter, line: Int) throws -> Bool {
        for closure in closures where try Checker.callClosure(closure, [element], interpreter, line).boolValue != true { return false }
        return true
    }
}
