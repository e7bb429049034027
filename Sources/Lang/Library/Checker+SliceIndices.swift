/// The indices of a `Slice` of a Set, a Dictionary or a `ClosedRange<Int>` (the cuts
/// Checker+CollectionSlices.swift makes), as swiftc has them: its base's (`Set<Int>.Index`), held
/// as the offsets its `_startIndex` and `_endIndex` fields keep in the base's order, so
/// `slice[slice.startIndex]` reads the base's element there and an index outside the slice traps.
extension Checker {
    /// The base of a `Slice` whose indices are its base's offsets (`Set<Int>` of
    /// `Slice<Set<Int>>`); nil for any other type.
    static func offsetSliceBase(_ type: SwiftType) -> SwiftType? {
        guard case .nominal(let decl, let arguments) = type, LazySequenceValue.kind(of: decl) == .slice,
              arguments.count == 1, hasOffsetIndices(arguments[0]) else { return nil }
        return arguments[0]
    }

    /// A `Slice` value's start and end offsets and its base, or nil for any other value.
    static func offsetSliceFields(_ value: Value) -> (start: Int, end: Int, base: Value)? {
        guard case .structValue(let decl, let fields) = value.unboxed, LazySequenceValue.kind(of: decl) == .slice,
              fields.count == 3, let start = fields[0].intValue, let end = fields[1].intValue else { return nil }
        return (start, end, fields[2])
    }

    /// `startIndex` and `endIndex` of such a slice: its bounds, as its base's indices.
    func offsetSliceProperty(_ base: Typed, name: Identifier, line: Int) -> Typed? {
        guard name.argumentLabels == nil, name.name == "startIndex" || name.name == "endIndex",
              let owner = Self.offsetSliceBase(base.type) else { return nil }
        let isStart = name.name == "startIndex"
        return Typed(BuiltinProperty(base.node, line: line) { value, line in
            guard let (start, end, _) = Checker.offsetSliceFields(value) else { throw RuntimeError("malformed Slice", line: line) }
            return .int(isStart ? start : end)
        }, .offsetIndex(owner))
    }

    /// `index(after:)`, `index(_:offsetBy:)` and `distance(from:to:)` of such a slice, moving
    /// within its bounds (Checker+OffsetIndices.swift); nil for other calls.
    func offsetSliceMethod(_ base: Typed, name: Identifier, arguments: [Argument], expected: SwiftType?,
                           range: SourceRange) -> Typed? {
        guard Self.offsetSliceBase(base.type) != nil, name.name == "index" || name.name == "distance" else { return nil }
        let site = BuiltinSite(name: name.name, base: base, basePlace: nil, type: nil, arguments: arguments,
                               expected: expected, range: range, nameRange: name.range)
        return name.name == "index" ? offsetIndexRule(site) : offsetDistanceRule(site)
    }

    /// `slice[i]` of such a slice with one of its base's indices: the base's element there (a
    /// dictionary's `(key:, value:)` pair); an index outside the slice traps (\"Index out of bounds\"). Nil
    /// for other bases.
    func offsetSliceSubscript(_ base: Typed, _ arguments: [Argument], bracket: SourceRange, line: Int) -> Typed? {
        guard let owner = Self.offsetSliceBase(base.type), arguments.count == 1, arguments[0].label == nil,
              let element = sequenceElement(owner) else { return nil }
        let index = expression(arguments[0].value, expected: .offsetIndex(owner))
        guard index.type == .offsetIndex(owner) else {
            if index.type != .error { error("no exact matches in call to subscript", bracket) }
            return Typed(base.node, .error)
        }
        let what = Self.invalidIndexMessage(owner)
        return Typed(BuiltinCall(arguments: [base.node, index.node], line: line) { values, _, line in
            // Swift's `Slice` checks its own bounds before its base's.
            guard let (start, end, whole) = Checker.offsetSliceFields(values[0]), let offset = values[1].intValue,
                  offset >= start, offset < end else { throw RuntimeError("Index out of bounds", line: line) }
            // A range's element is worked out from its bounds, without listing them.
            if case .range(.int(let lower), _, _) = whole.unboxed { return .int(lower + offset) }
            let all = try Sequences.elements(of: whole, line: line)
            guard offset < all.count else { throw RuntimeError(what, line: line) }
            return all[offset]
        }, element)
    }
}
