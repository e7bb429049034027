/// The indices of a lazy map or filter over an array, an `ArraySlice`, a `Range<Int>` or a
/// `ClosedRange<Int>`, as Swift's `LazyMapCollection` and `LazyFilterCollection` have them: its
/// base's indices (Ints, or a `ClosedRange<Int>.Index` held as its position; a
/// filter's `startIndex` is the index of the first element it keeps, found by testing elements
/// up to it; its `endIndex` is its base's, found without a test), so that `firstIndex(where:)`
/// and `firstIndex(of:)` walk from `startIndex` and stop at the first match, calling each closure
/// as often as in Swift.
extension Checker {
    /// `startIndex`, `endIndex`, `index(after:)`, `index(before:)`, `firstIndex(where:)` and
    /// `firstIndex(of:)` and a filter's `indices` of a lazy map or filter whose innermost
    /// collection is one of those; nil for other values (whose indices are read from the array of
    /// their elements).
    func lazyIndexRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, let element = lazyClosureElement(base.type), let indexType = lazyIndexType(base.type) else { return nil }
        let name = site.name, line = site.line
        let labels = site.arguments.map { $0.label?.name }
        switch (name, labels) {
        case ("startIndex", []), ("endIndex", []):
            let isStart = name == "startIndex"
            return Typed(BuiltinCall(arguments: [base.node], line: line) { values, interpreter, line in
                let positions = try LazyPositions(values[0], interpreter, line: line)
                return .int(positions.index(ofPosition: isStart ? try positions.startIndex : try positions.endIndex))
            }, indexType)
        case ("indices", []):
            return lazyFilterIndices(base, indexType: indexType, line: line) ?? lazyMapIndices(base, indexType: indexType, line: line)
        case ("index", ["after"]), ("index", ["before"]):
            let isAfter = labels == ["after"]
            let index = coerce(expression(site.arguments[0].value, expected: indexType), to: indexType,
                               at: caret(site.arguments[0].value), role: .argument)
            return Typed(BuiltinCall(arguments: [base.node, index], line: line) { values, interpreter, line in
                let positions = try LazyPositions(values[0], interpreter, line: line)
                let position = positions.position(ofIndex: values[1].intValue ?? 0)
                return .int(positions.index(ofPosition: isAfter ? try positions.index(after: position) : try positions.index(before: position)))
            }, indexType)
        case ("firstIndex", ["where"]), ("lastIndex", ["where"]):
            let closure = sequenceClosure(site, 0, [element], .bool)
            let walk = name == "lastIndex" ? Self.lazyLastIndex : Self.lazyFirstIndex
            return Typed(BuiltinCall(arguments: [base.node, closure.node], line: line) { values, interpreter, line in
                try walk(values[0], interpreter, line) { item in
                    try Checker.callClosure(values[1], [item], interpreter, line).boolValue == true
                }
            }, .optional(indexType))
        case ("firstIndex", ["of"]), ("lastIndex", ["of"]):
            guard conforms(element, toBuiltin: "Equatable") else { return nil }
            let argument = site.arguments[0].value
            let wanted = coerce(expression(argument, expected: element), to: element, at: caret(argument), role: .argument)
            let walk = name == "lastIndex" ? Self.lazyLastIndex : Self.lazyFirstIndex
            return Typed(BuiltinCall(arguments: [base.node, wanted], line: line) { values, interpreter, line in
                // `lastIndex(of:)` of a filter first tests the element itself (`_customLastIndexOfEquatableElement`):
                // nil when it would not keep it. Swift's `firstIndex(of:)` has no such shortcut.
                if name == "lastIndex", let parts = LazyClosureSequence.parts(of: values[0]), parts.kind == .filter,
                   try !LazyClosureSequence.test(values[1], parts.closures, interpreter, line: line) { return .null }
                let equal = StaticWitness.equality(interpreter, line: line)
                return try walk(values[0], interpreter, line) { try equal($0, values[1]) }
            }, .optional(indexType))
        default:
            return nil
        }
    }

    /// Collection's `firstIndex(where:)`: from `startIndex`, each element read and tested until
    /// one matches, moving on by `index(after:)`.
    private static func lazyFirstIndex(_ value: Value, _ interpreter: Interpreter, _ line: Int,
                                       _ matches: (Value) throws -> Bool) throws -> Value {
        let positions = try LazyPositions(value, interpreter, line: line)
        var position = try positions.startIndex
        let end = try positions.endIndex
        while position != end {
            try interpreter.iterationStep(line: line)
            if try matches(positions.element(at: position)) { return .int(positions.index(ofPosition: position)) }
            position = try positions.index(after: position)
        }
        return .null
    }

    /// `indices` of a lazy filter: a `DefaultIndices` of it from its `startIndex` (found at once,
    /// testing elements up to the first kept) to its `endIndex`, held as positions and walked by
    /// `index(after:)` as it is read (LazyIterator.lazyIndices); nil for a map, whose indices are
    /// its base's.
    private func lazyFilterIndices(_ base: Typed, indexType: SwiftType, line: Int) -> Typed? {
        guard case .nominal(let decl, _) = base.type, LazyClosureSequence.kind(of: decl) == .filter,
              let indices = libraryWrapperDecl("DefaultIndices", { LazySequenceValue.kind(of: $0) == .indices }) else { return nil }
        return Typed(BuiltinCall(arguments: [base.node], line: line) { values, interpreter, line in
            let positions = try LazyPositions(values[0], interpreter, line: line)
            return .structValue(indices, [values[0], .int(try positions.startIndex), .int(try positions.endIndex)])
        }, .nominal(indices, [base.type]))
    }

    /// `indices` of lazy maps (and no filter) over an array, a slice or a `Range<Int>`: its base's,
    /// a `Range<Int>`, found without calling a transform; nil for other values.
    private func lazyMapIndices(_ base: Typed, indexType: SwiftType, line: Int) -> Typed? {
        guard indexType == .int, mapsOnly(base.type) else { return nil }
        return Typed(BuiltinCall(arguments: [base.node], line: line) { values, interpreter, line in
            let positions = try LazyPositions(values[0], interpreter, line: line)
            return .range(.int(positions.index(ofPosition: 0)), .int(positions.index(ofPosition: try positions.endIndex)), closed: false)
        }, .range(.int, closed: false))
    }

    /// Whether `type` is lazy maps, and no filter, over a collection.
    private func mapsOnly(_ type: SwiftType) -> Bool {
        guard case .nominal(let decl, let arguments) = type else { return true }
        return LazyClosureSequence.kind(of: decl) == .map && arguments.first.map(mapsOnly) == true
    }

    /// The index type of lazy maps and filters over an array, an `ArraySlice` or a `Range<Int>`
    /// (Int) or over a `ClosedRange<Int>` (its `ClosedRange<Int>.Index`); nil over anything else.
    func lazyIndexType(_ type: SwiftType) -> SwiftType? {
        switch type {
        case .array, .arraySlice: return .int
        case .range(.int, let closed): return closed ? .offsetIndex(type) : .int
        case .nominal(let decl, let arguments):
            let kind = LazyClosureSequence.kind(of: decl)
            guard kind == .map || kind == .filter, let first = arguments.first else { return nil }
            return lazyIndexType(first)
        default: return nil
        }
    }
}
