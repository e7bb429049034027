/// A lazy filter's indices read as Swift reads its `DefaultIndices` (`first` is its stored
/// `startIndex`, `last` steps back once from its `endIndex`, `count` walks from start to end
/// testing elements), and `lastIndex(where:)` and `lastIndex(of:)` of a lazy map or filter,
/// BidirectionalCollection's walk back from `endIndex` (a filter testing elements back to each
/// it keeps, and its `startIndex` found first).
extension Checker {
    /// `first`, `last`, `count` and `isEmpty` of the `indices` of a lazy filter over a
    /// collection with integer positions; nil for other members and values.
    func lazyFilterIndicesProperty(_ base: Typed, name: Identifier, range: SourceRange) -> Typed? {
        guard name.argumentLabels == nil, ["first", "last", "count", "isEmpty"].contains(name.name),
              case .nominal(let decl, let arguments) = base.type, LazySequenceValue.kind(of: decl) == .indices,
              let inner = arguments.first, lazyClosureElement(inner) != nil, let indexType = lazyIndexType(inner) else { return nil }
        let member = name.name
        let type: SwiftType = member == "count" ? .int : member == "isEmpty" ? .bool : .optional(indexType)
        return Typed(BuiltinCall(arguments: [base.node], line: range.line) { values, interpreter, line in
            guard case .structValue(_, let fields) = values[0].unboxed, fields.count == 3,
                  let start = fields[1].intValue, let end = fields[2].intValue else { throw RuntimeError("malformed DefaultIndices", line: line) }
            let positions = try LazyPositions(fields[0], interpreter, line: line)
            switch member {
            case "isEmpty": return .bool(start == end)
            case "count": return .int(try Self.steps(positions, from: start, to: end, interpreter, line: line))
            case "first": return start == end ? .null : .int(positions.index(ofPosition: start))
            default: return start == end ? .null : .int(positions.index(ofPosition: try positions.index(before: end)))
            }
        }, type)
    }

    /// The `index(after:)` steps from position `start` to `end`, as Collection's `distance` walks.
    static func steps(_ positions: LazyPositions, from start: Int, to end: Int, _ interpreter: Interpreter, line: Int) throws -> Int {
        var position = start, count = 0
        while position != end {
            try interpreter.iterationStep(line: line)
            position = try positions.index(after: position)
            count += 1
        }
        return count
    }

    /// The number of a lazy filter's `indices` value's elements, walked as `count` walks them
    /// (`Array(f.indices)` counts them first, as Swift copies a collection); nil for other values.
    static func lazyIndicesCount(_ value: Value, _ interpreter: Interpreter, line: Int) throws -> Int? {
        guard case .structValue(let decl, let fields) = value.unboxed, LazySequenceValue.kind(of: decl) == .indices, fields.count == 3,
              LazyPositions.holdsClosures(fields[0]), let start = fields[1].intValue, let end = fields[2].intValue else { return nil }
        return try steps(LazyPositions(fields[0], interpreter, line: line), from: start, to: end, interpreter, line: line)
    }

    /// BidirectionalCollection's `lastIndex(where:)`: back from `endIndex`, each position's
    /// element tested until one matches, stopping at `startIndex`.
    static func lazyLastIndex(_ value: Value, _ interpreter: Interpreter, _ line: Int,
                              _ matches: (Value) throws -> Bool) throws -> Value {
        let positions = try LazyPositions(value, interpreter, line: line)
        var position = try positions.endIndex
        // `startIndex` is asked again at each step, as Swift's loop condition asks it.
        while try position != positions.startIndex {
            try interpreter.iterationStep(line: line)
            position = try positions.index(before: position)
            if try matches(positions.element(at: position)) { return .int(positions.index(ofPosition: position)) }
        }
        return .null
    }
}
