/// The rules of `String.Index` (`StandardLibrary+StringIndices.swift`): an index is a UTF-8
/// offset in its base string (Checker+TextPositions.swift), checked against the string it moves in.
extension Checker {
    func stringBoundRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, base.type.isText else { return nil }
        let isStart = site.name == "startIndex"
        return Typed(Unary(base.node, line: site.line) { value, _ in Checker.textBound(value, isStart: isStart) }, .stringIndex)
    }

    /// A String's or Substring's `startIndex` or `endIndex`.
    static func textBound(_ value: Value, isStart: Bool) -> Value {
        .int(value.textStart + (isStart ? 0 : stringText(value).utf8.count))
    }

    /// `indices` of a String or Substring: its positions from its startIndex up to its endIndex,
    /// a `DefaultIndices` (Checker+CollectionSlices.swift), or without the library an array of
    /// them, which a program walks, counts and searches as it does Swift's (a
    /// `Range<String.Index>` is no sequence). As long as the string, which is already held.
    func stringIndicesRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, base.type.isText else { return nil }
        if let indices = defaultIndices(site) { return indices }
        return Typed(BuiltinCall(arguments: [base.node], line: site.line) { values, interpreter, line in
            try Checker.textIndices(values[0], interpreter, line: line)
        }, .array(.stringIndex))
    }

    /// The indices of a String or Substring value, in order, as an array.
    static func textIndices(_ value: Value, _ interpreter: Interpreter, line: Int) throws -> Value {
        let (text, first) = (stringText(value), value.textStart)
        var position = text.startIndex
        return .array(try interpreter.makeArray(count: text.count, line: line, for: "the indices of a string") { _ in
            defer { position = text.index(after: position) }
            return .int(textIndex(position, in: text, first: first))
        })
    }

    func stringIndexRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, base.type.isText else { return nil }
        let labels = site.arguments.map { $0.label?.name }
        let step: Int?
        let parameters: [(String?, SwiftType)]
        switch labels {
        case ["after"]: (step, parameters) = (1, [("after", .stringIndex)])
        case ["before"]: (step, parameters) = (-1, [("before", .stringIndex)])
        case [nil, "offsetBy"]: (step, parameters) = (nil, [(nil, .stringIndex), ("offsetBy", .int)])
        case [nil, "offsetBy", "limitedBy"]: (step, parameters) = (nil, [(nil, .stringIndex), ("offsetBy", .int), ("limitedBy", .stringIndex)])
        default: return nil
        }
        guard let nodes = simpleArguments(site.arguments, parameters, range: site.range) else { return Typed(base.node, .error) }
        let limited = parameters.count == 3
        return Typed(BuiltinCall(arguments: [base.node] + nodes, line: site.line) { values, _, line in
            try Checker.movedTextIndex(values[0], values[1], by: step ?? values[2].intValue ?? 0,
                                       limit: limited ? values[3] : nil, line: line)
        }, limited ? .optional(.stringIndex) : .stringIndex)
    }

    /// `index` of String or Substring `value` moved `distance` Characters, nil when it passes
    /// `limit`; a move out of the text traps.
    static func movedTextIndex(_ value: Value, _ index: Value, by distance: Int, limit: Value?, line: Int) throws -> Value {
        // A Substring's indices are its base's: it spans `first...first + utf8.count`.
        let (text, first) = (stringText(value), value.textStart)
        guard let start = textPosition(index.intValue ?? Int.min, in: text, first: first) else {
            throw RuntimeError("String index is out of bounds", line: line)
        }
        // A limit outside the text is never reached: the move traps before it.
        let bound = limit.flatMap { textPosition($0.intValue ?? Int.min, in: text, first: first) }
        switch movedTextPosition(text, from: start, by: distance, limit: bound) {
        case .moved(let position): return .int(textIndex(position, in: text, first: first))
        case .limited: return .null
        case .outOfBounds: throw RuntimeError("String index is out of bounds", line: line)
        }
    }

    func stringDistanceRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, base.type.isText else { return nil }
        guard let nodes = simpleArguments(site.arguments, [("from", .stringIndex), ("to", .stringIndex)], range: site.range) else {
            return Typed(base.node, .error)
        }
        return Typed(BuiltinCall(arguments: [base.node] + nodes, line: site.line) { values, _, line in
            try Checker.textDistance(values[0], from: values[1], to: values[2], line: line)
        }, .int)
    }

    /// The number of Characters of String or Substring `value` from one of its indices to another.
    static func textDistance(_ value: Value, from start: Value, to end: Value, line: Int) throws -> Value {
        let (text, first) = (stringText(value), value.textStart)
        guard let from = textPosition(start.intValue ?? Int.min, in: text, first: first),
              let to = textPosition(end.intValue ?? Int.min, in: text, first: first) else {
            throw RuntimeError("String index is out of bounds", line: line)
        }
        return .int(text.distance(from: from, to: to))
    }

    /// The index type of a collection type: `String.Index` for text, `Set<Int>.Index`,
    /// `Dictionary<String, Int>.Index` and `ClosedRange<Int>.Index` (Checker+OffsetIndices.swift),
    /// `Int` for the rest.
    static func indexType(of type: SwiftType) -> SwiftType {
        if type.isText { return .stringIndex }
        return hasOffsetIndices(type) ? .offsetIndex(type) : .int
    }

    /// The index of a collection value's first element: an `ArraySlice`'s in its array, a
    /// Substring's in its string, a `Range<Int>`'s lower bound (its elements are its indices),
    /// else 0.
    static func startOffset(of value: Value) -> Int {
        switch value {
        case .slice(_, let start), .substring(_, let start): return start
        case .range(.int(let lower), _, closed: false): return lower
        default: return 0
        }
    }
}
