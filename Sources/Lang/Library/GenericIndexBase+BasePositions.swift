/// A lazy filter given to a generic `Collection` parameter is read by its base's positions, as
/// Swift's `LazyFilterCollection` is: `startIndex` is the first kept position, `index(after:)`
/// the next kept one, `endIndex` the base's and `c[i]` the base's element (no closure called), so
/// a `while i != c.endIndex` walk calls the predicate once per base element in all, not once per
/// element per turn (LazyPositions.swift walks it).
extension GenericIndexBase {
    /// Whether `value` is a lazy filter, or maps and filters over one, of an array, a slice or a
    /// `Range<Int>`: the values whose positions in a generic body are their base's.
    static func keepsBasePositions(_ value: Value, _ interpreter: Interpreter, line: Int) throws -> Bool {
        var current = value.unboxed, filters = false
        while let parts = LazyClosureSequence.parts(of: current) {
            switch parts.kind {
            case .filter: filters = true
            case .map: break
            case .prefixWhile, .dropWhile: return false
            }
            current = parts.base.unboxed
        }
        guard filters, !LazyPositions.holdsClosures(current) else { return false }
        switch try LazyClosureSequence.materialized(current, interpreter, line: line).unboxed {
        case .array, .slice, .range(.int, .int, closed: false): return true
        default: return false
        }
    }

    /// What a reading other than `.elements` and `.extent` gives for a value read by its base's
    /// positions: its `startIndex` or `endIndex` as an empty `Range<Int>` there (whose
    /// `Checker.startOffset` is the position), else the value itself for the rule to walk.
    func basePositionsReading(of value: Value, _ interpreter: Interpreter) throws -> Value {
        switch reading {
        case .start, .end:
            let positions = try LazyPositions(value, interpreter, line: line)
            let position = try reading == .start ? positions.startIndex : positions.endIndex
            return .range(.int(position), .int(position), closed: false)
        default: return value
        }
    }

    /// The base positions of the elements `value` keeps, in order: its `indices` in a generic body.
    static func keptPositions(of value: Value, _ interpreter: Interpreter, line: Int) throws -> [Value] {
        let positions = try LazyPositions(value, interpreter, line: line)
        var position = try positions.startIndex, kept: [Value] = []
        let end = try positions.endIndex
        while position != end {
            kept.append(.int(position))
            position = try positions.index(after: position)
        }
        return kept
    }

    /// `index(after:)` (`step` 1), `index(before:)` (-1) or `index(_:offsetBy:)` of a position of
    /// a value read by its base's positions: one kept position at a time, as Swift steps.
    static func movedPosition(_ value: Value, _ position: Value, by step: Int, _ interpreter: Interpreter, line: Int) throws -> Value {
        let positions = try LazyPositions(value, interpreter, line: line)
        var moved = position.intValue ?? 0
        for _ in 0..<abs(step) {
            try interpreter.iterationStep(line: line)
            moved = try step > 0 ? positions.index(after: moved) : positions.index(before: moved)
        }
        return .int(moved)
    }

    /// `distance(from:to:)` between two positions of a value read by its base's positions: the
    /// steps from the lower to the upper, negative when `from` is after `to`.
    static func positionDistance(_ value: Value, from: Value, to: Value, _ interpreter: Interpreter, line: Int) throws -> Value {
        let positions = try LazyPositions(value, interpreter, line: line)
        let (start, end) = (from.intValue ?? 0, to.intValue ?? 0)
        var (position, limit, steps) = (Swift.min(start, end), Swift.max(start, end), 0)
        while position < limit {
            try interpreter.iterationStep(line: line)
            position = try positions.index(after: position)
            steps += 1
        }
        return .int(start <= end ? steps : -steps)
    }

    /// `c[position]` of a value read by its base's positions: its element there, calling only
    /// its maps, as Swift's `LazyFilterCollection` subscript does.
    static func element(of value: Value, at position: Value, _ interpreter: Interpreter, line: Int) throws -> Value {
        try LazyPositions(value, interpreter, line: line).element(at: position.intValue ?? -1)
    }
}

extension Checker {
    /// The elements `firstIndex` and `lastIndex` search and the index of the one at each offset:
    /// a lazy filter's kept elements at their base positions (GenericIndexBase+BasePositions.swift),
    /// any other receiver's elements at `indexValue`'s.
    static func indexedElements(_ value: Value, _ interpreter: Interpreter, line: Int) throws -> (elements: [Value], index: (Int) -> Value) {
        // A program's own collection's elements at its own indices (GenericIndexBase+OwnCollections.swift).
        if GenericIndexBase.isOwnCollection(value, interpreter) {
            let indices = try GenericIndexBase.ownIndices(of: value, interpreter, line: line)
            let elements = try indices.map { try GenericIndexBase.ownElement(value, at: $0, interpreter, line: line) }
            return (elements, { indices.indices.contains($0) ? indices[$0] : .null })
        }
        guard LazyPositions.holdsClosures(value) else {
            return (try Sequences.elements(of: value, line: line), { Checker.indexValue(value, element: $0) })
        }
        let positions = try GenericIndexBase.keptPositions(of: value, interpreter, line: line)
        let elements = try positions.map { try GenericIndexBase.element(of: value, at: $0, interpreter, line: line) }
        return (elements, { positions.indices.contains($0) ? positions[$0] : .null })
    }
}

extension GenericIndexBase {
    /// A lazy filter's kept elements as a slice from 0, and `bounds` (a range of its base
    /// positions, either end possibly open) as the offsets among them, for a range cut
    /// (`c[i..<j]`, `prefix(upTo:)`) to read; any other value and its bounds as they are.
    static func keptOffsets(_ value: Value, _ bounds: Value, _ interpreter: Interpreter, line: Int) throws -> (Value, Value) {
        if isOwnCollection(value, interpreter) { return try ownOffsets(value, bounds, interpreter, line: line) }
        guard LazyPositions.holdsClosures(value), case .range(let lower, let upper, let closed) = bounds else { return (value, bounds) }
        let positions = try keptPositions(of: value, interpreter, line: line)
        let elements = try positions.map { try element(of: value, at: $0, interpreter, line: line) }
        // A position's offset is how many kept positions come before it.
        func offset(_ bound: Value) -> Value {
            guard let position = bound.intValue else { return bound }
            return .int(positions.prefix { ($0.intValue ?? 0) < position }.count)
        }
        return (.slice(elements, startIndex: 0), .range(offset(lower), offset(upper), closed: closed))
    }
}
