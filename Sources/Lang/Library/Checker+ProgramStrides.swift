/// The members of a stride over a program's `Strideable` type that read it as Swift's do
/// (ProgramStrides.swift): `StrideTo` and `StrideThrough` are sequences whose
/// `underestimatedCount` walks the whole stride, so `Array(_:)`, `Set(_:)`, `sorted()` and
/// `map(_:)`, which reserve that many first, walk it twice (`map` calling its closure on each
/// value as the second walk gives it); the other closures and the scans (`first(where:)`,
/// `contains`, `forEach`, `ownSequenceScan`) run on each value as it is made.
extension Checker {
    /// The element type of a stride whose values a program's `advanced(by:)` may make
    /// (`StrideTo<Meters>`, `StrideThrough<T>`), else nil.
    func programStrideElement(_ type: SwiftType) -> SwiftType? {
        guard case .nominal(let decl, let arguments) = type, let kind = LazySequenceValue.kind(of: decl),
              kind == .strideTo || kind == .strideThrough, mentionsLazyClosure(type) else { return nil }
        return arguments.first
    }

    /// A program's stride copied as `Array(_:)` copies a sequence: walked once for its
    /// `underestimatedCount`, then again as its values are copied; nil for other types.
    func programStrideCopy(_ typed: Typed, line: Int) -> Typed? {
        guard let element = programStrideElement(typed.type) else { return nil }
        return Typed(BuiltinCall(arguments: [typed.node], line: line) { values, interpreter, line in
            try Self.walkForCount(values[0], interpreter, line: line)
            return .array(try LazyClosureSequence.elements(values[0], interpreter, line: line))
        }, .array(element))
    }

    /// `map(_:)`, `filter(_:)`, `compactMap(_:)`, `reduce(_:_:)`, `min()`, `max()` and
    /// `prefix(_:)` of a program's stride, read as Swift's `Sequence` methods read it: each
    /// closure (or comparison) runs on a value as the iterator gives it, `map` after a first walk
    /// for its `underestimatedCount`, `prefix` reading no further than it keeps; nil for other calls.
    func programStrideWalk(_ base: Typed, name: Identifier, arguments: [Argument], expected: SwiftType?,
                           range: SourceRange) -> Typed? {
        guard let element = programStrideElement(base.type), arguments.allSatisfy({ $0.label == nil }) else { return nil }
        let site = BuiltinSite(name: name.name, base: base, basePlace: nil, type: nil,
                               arguments: arguments, expected: expected, range: range, nameRange: name.range)
        let line = range.line
        switch (name.name, arguments.count) {
        case ("map", 1), ("compactMap", 1):
            let transform = sequenceClosure(site, 0, [element], nil)
            let result = closureResult(transform)
            let isMap = name.name == "map"
            let compacts = !isMap && result.optionalWrapped != nil
            return Typed(BuiltinCall(arguments: [base.node, transform.node], line: line) { values, interpreter, line in
                if isMap { try Self.walkForCount(values[0], interpreter, line: line) }
                return .array(try Self.collect(values[0], interpreter, line: line) { item in
                    let mapped = try Checker.callClosure(values[1], [item], interpreter, line)
                    if compacts, case .null = mapped { return nil }
                    return compacts ? mapped.unwrappedOptional : mapped
                })
            }, .array(compacts ? result.optionalWrapped ?? result : result))
        case ("filter", 1):
            let test = sequenceClosure(site, 0, [element], .bool)
            return Typed(BuiltinCall(arguments: [base.node, test.node], line: line) { values, interpreter, line in
                .array(try Self.collect(values[0], interpreter, line: line) { item in
                    try Checker.callClosure(values[1], [item], interpreter, line).boolValue == true ? item : nil
                })
            }, .array(element))
        case ("reduce", 2):
            let initial = expression(arguments[0].value, expected: expected)
            let combine = sequenceClosure(site, 1, [initial.type, element], initial.type)
            return Typed(BuiltinCall(arguments: [base.node, initial.node, combine.node], line: line) { values, interpreter, line in
                var result = values[1]
                try LazyClosureSequence.forEach(values[0], interpreter, line: line) { item in
                    result = try Checker.callClosure(values[2], [result, item], interpreter, line)
                    return true
                }
                return result
            }, initial.type)
        case ("min", 0), ("max", 0):
            let isMax = name.name == "max"
            return Typed(BuiltinCall(arguments: [base.node], line: line) { values, interpreter, line in
                var best: Value?
                try LazyClosureSequence.forEach(values[0], interpreter, line: line) { item in
                    // Swift keeps the first of equal values: `max` moves on when `best < item`, `min` when `item < best`.
                    if let current = best {
                        let (a, b) = isMax ? (current, item) : (item, current)
                        if try StaticWitness.compare(.less, a, b, interpreter, line: line) { best = item }
                    } else {
                        best = item
                    }
                    return true
                }
                return best.map(Value.wrapping) ?? .null
            }, .optional(element))
        case ("prefix", 1):
            let count = coerce(expression(arguments[0].value, expected: .int), to: .int, at: caret(arguments[0].value), role: .argument)
            return Typed(BuiltinCall(arguments: [base.node, count], line: line) { values, interpreter, line in
                guard case .int(let limit) = values[1], limit >= 0 else {
                    throw RuntimeError("Can't take a prefix of negative length from a sequence", line: line)
                }
                var kept: [Value] = []
                guard limit > 0 else { return .array(kept) }
                try LazyClosureSequence.forEach(values[0], interpreter, line: line) { item in
                    try LazySequenceValue.appendCharged(item, to: &kept, line: line)
                    return kept.count < limit
                }
                return .array(kept)
            }, .array(element))
        default:
            return nil
        }
    }

    /// The values `keep` gives for a stride's values, in order (nil leaves one out).
    /// - Throws: what `keep` and the type's methods throw, the interrupt, the memory limit.
    private static func collect(_ stride: Value, _ interpreter: Interpreter, line: Int,
                                _ keep: (Value) throws -> Value?) throws -> [Value] {
        var result: [Value] = []
        try LazyClosureSequence.forEach(stride, interpreter, line: line) { item in
            if let kept = try keep(item) { try LazySequenceValue.appendCharged(kept, to: &result, line: line) }
            return true
        }
        return result
    }

    /// Swift's `underestimatedCount` of a program's stride: every value made and let go.
    /// - Throws: what the type's methods throw, the interrupt, the step limit.
    private static func walkForCount(_ stride: Value, _ interpreter: Interpreter, line: Int) throws {
        try LazyClosureSequence.forEach(stride, interpreter, line: line) { _ in true }
    }
}
