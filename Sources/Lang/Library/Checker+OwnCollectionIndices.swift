/// `Collection`'s default index members of a program's own collection (one that walks its
/// indices, CollectionWalk): `indices`, a `DefaultIndices<Ring>` of the indices its
/// `startIndex`, `index(after:)` and `endIndex` give; `index(_:offsetBy:)` and
/// `index(_:offsetBy:limitedBy:)`, which step with its `index(after:)` (or `index(before:)`
/// backwards); `distance(from:to:)`, counted along its indices. Each works in the collection's
/// own indices, not in offsets from 0, as Swift's defaults do.
extension Checker {
    /// `indices` of a program's own collection that declares none: its `DefaultIndices`, holding
    /// the base, its bounds and the indices walked (read when it is read as a sequence,
    /// LazySequenceValue); for a `RandomAccessCollection` indexed by Int, the `Range<Int>` from its
    /// `startIndex` to its `endIndex`, as Swift's default for a strideable index is. Nil for other
    /// members and receivers.
    func ownCollectionIndicesProperty(_ base: Typed, name: Identifier, line: Int) -> Typed? {
        guard name.argumentLabels == nil, name.name == "indices", userSequence(base.type) == nil,
              userCollectionElement(base.type) != nil,
              let type = ownCollectionDefault(base.type, name: "Indices", member: "indices", wrapper: "DefaultIndices", kind: .indices),
              case .nominal(let wrapper, _) = type else { return nil }
        if conforms(base.type, toBuiltin: "RandomAccessCollection"), ownCollectionIndex(base.type) == .int {
            return Typed(BuiltinCall(arguments: [base.node], line: line) { values, interpreter, line in
                let whole = values[0].unboxed
                let start = try DynamicGet.read("startIndex", of: whole, interpreter, line: line)
                let end = try DynamicGet.read("endIndex", of: whole, interpreter, line: line)
                guard let lower = start.intValue, let upper = end.intValue, lower <= upper else {
                    throw RuntimeError("Range requires lowerBound <= upperBound", line: line)
                }
                return .range(start, end, closed: false)
            }, .range(.int, closed: false))
        }
        return Typed(BuiltinCall(arguments: [base.node], line: line) { values, interpreter, line in
            let whole = values[0].unboxed
            guard let indices = try CollectionWalk.indices(of: whole, interpreter, line: line) else {
                throw RuntimeError("value is not a collection", line: line)
            }
            let start = try DynamicGet.read("startIndex", of: whole, interpreter, line: line)
            let end = try DynamicGet.read("endIndex", of: whole, interpreter, line: line)
            return .structValue(wrapper, [whole, start, end, .array(indices)])
        }, type)
    }

    /// The index type of `type`'s own collection indices (`DefaultIndices<Ring>`'s elements are
    /// `Ring`'s indices); nil for other types.
    func ownDefaultIndicesElement(_ type: SwiftType) -> SwiftType? {
        guard case .nominal(let decl, let arguments) = type, LazySequenceValue.kind(of: decl) == .indices,
              let base = arguments.first, userSequence(base) == nil, userCollectionElement(base) != nil else { return nil }
        return ownCollectionIndex(base)
    }

    /// `index(_:offsetBy:)`, `index(_:offsetBy:limitedBy:)` or `distance(from:to:)` of a program's
    /// own collection whose type declares no method of that selector; nil for other calls.
    func ownCollectionIndexMove(_ base: Typed, name: Identifier, arguments: [Argument], range: SourceRange) -> Typed? {
        let labels = arguments.map { $0.label?.name ?? "_" }
        let selector = name.name + "(" + labels.map { $0 + ":" }.joined() + ")"
        guard ["index(_:offsetBy:)", "index(_:offsetBy:limitedBy:)", "distance(from:to:)"].contains(selector),
              userSequence(base.type) == nil, userCollectionElement(base.type) != nil,
              methodsNamed(name.name, in: base.type)?.contains(where: { $0.selector == selector }) != true,
              let index = ownCollectionIndex(base.type) else { return nil }
        let line = range.line
        let bidirectional = conforms(base.type, toBuiltin: "BidirectionalCollection")
        let typed = arguments.enumerated().map { position, argument in
            let type: SwiftType = name.name == "index" && position == 1 ? .int : index
            return coerce(expression(argument.value, expected: type), to: type, at: caret(argument.value), role: .argument)
        }
        if name.name == "distance" {
            return Typed(BuiltinCall(arguments: [base.node] + typed, line: line) { values, interpreter, line in
                try Self.ownDistance(in: values[0].unboxed, from: values[1], to: values[2], bidirectional: bidirectional,
                                     interpreter, line: line)
            }, .int)
        }
        let limited = arguments.count == 3
        return Typed(BuiltinCall(arguments: [base.node] + typed, line: line) { values, interpreter, line in
            guard case .int(let distance) = values[2] else { throw RuntimeError("malformed offset", line: line) }
            let moved = try Self.ownIndex(in: values[0].unboxed, from: values[1], offsetBy: distance, limit: limited ? values[3] : nil,
                                          bidirectional: bidirectional, interpreter, line: line)
            return limited ? (moved.map(Value.wrapping) ?? .null) : (moved ?? .null)
        }, limited ? .optional(index) : index)
    }

    /// `start` moved `distance` steps through `value`'s `index(after:)` (`index(before:)` for a
    /// negative distance), as Collection's and BidirectionalCollection's defaults step; nil when
    /// the walk meets `limit` before its last step.
    /// - Throws: a negative distance of a collection that only steps forwards, as Swift traps.
    static func ownIndex(in value: Value, from start: Value, offsetBy distance: Int, limit: Value?,
                                 bidirectional: Bool, _ interpreter: Interpreter, line: Int) throws -> Value? {
        guard distance >= 0 || bidirectional else {
            throw RuntimeError("Only BidirectionalCollections can be advanced by a negative amount", line: line)
        }
        guard let decl = value.nominalDecl,
              let step = interpreter.environment.dispatch(distance >= 0 ? "index(after:)" : "index(before:)", on: decl) else {
            throw RuntimeError("value is not a collection", line: line)
        }
        var index = start
        for _ in 0..<distance.magnitude {
            try interpreter.iterationStep(line: line)
            if let limit, index == limit { return nil }
            index = try interpreter.invoke(step.code, captured: nil, arguments: [index], selfValue: value, line: line).0
        }
        return index
    }

    /// How many steps of `value`'s indices lead from `start` to `end` (negative backwards).
    /// - Throws: `end` before `start` in a collection that only steps forwards, or an index that
    ///   is none of its own, as Swift traps.
    static func ownDistance(in value: Value, from start: Value, to end: Value, bidirectional: Bool,
                                    _ interpreter: Interpreter, line: Int) throws -> Value {
        guard let indices = try CollectionWalk.indices(of: value, interpreter, line: line) else {
            throw RuntimeError("value is not a collection", line: line)
        }
        let position = { (index: Value) in indices.firstIndex(of: index) ?? indices.count }
        let (from, to) = (position(start), position(end))
        guard from <= to || bidirectional else {
            throw RuntimeError("Only BidirectionalCollections can have end come before start", line: line)
        }
        return .int(to - from)
    }
}
