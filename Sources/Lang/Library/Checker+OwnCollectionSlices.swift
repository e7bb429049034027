/// `prefix(_:)`, `suffix(_:)`, `dropFirst(_:)` and `dropLast(_:)` of a program's own `Collection`
/// (one that walks its indices, CollectionWalk): Swift's `Collection` gives its `SubSequence`,
/// `Slice<Ring>`, which `type(of:)` names and `print` shows field by field
/// (`Slice<Ring>(_startIndex: 0, _endIndex: 2, _base: main.Ring(…))`). The value holds the base's
/// indices and the base, as Swift's does, and the elements between them, read when the slice is
/// read as a sequence (LazySequenceValue).
extension Checker {
    /// A cut by a count of a program's own collection: a `Slice` of it; nil for other calls, for
    /// other bases and without the library.
    func ownCollectionCut(_ base: Typed, name: Identifier, arguments: [Argument], range: SourceRange) -> Typed? {
        let cut = name.name
        guard ["prefix", "suffix", "dropFirst", "dropLast"].contains(cut), name.argumentLabels == nil, arguments.count <= 1,
              arguments.first?.label == nil, !(arguments.isEmpty && (cut == "prefix" || cut == "suffix")) else { return nil }
        // A cut of a slice is a slice of the same base (Slice's SubSequence is itself).
        let isSlice = ownSliceBase(base.type) != nil
        guard let owner = ownSliceBase(base.type) ?? ownCollection(base.type) else { return nil }
        // `prefix { … }` is `prefix(while:)`, which is no cut by a count.
        if case .closure? = arguments.first?.value.kind { return nil }
        guard let slice = libraryWrapperDecl("Slice", { LazySequenceValue.kind(of: $0) == .slice }) else { return nil }
        let count = arguments.first.map { argument in
            coerce(expression(argument.value, expected: .int), to: .int, at: caret(argument.value), role: .argument)
        } ?? Constant(.int(1), line: range.line)
        let isDrop = cut.hasPrefix("drop")
        return Typed(BuiltinCall(arguments: [base.node, count], line: range.line) { values, interpreter, line in
            guard case .int(let n) = values[1], n >= 0 else {
                throw RuntimeError(isDrop ? "Can't drop a negative number of elements from a collection"
                                          : "Can't take a \(cut == "prefix" ? "prefix" : "suffix") of negative length from a collection",
                                   line: line)
            }
            var whole = values[0].unboxed
            var bounds: (start: Value, end: Value)?
            if isSlice {
                guard case .structValue(_, let fields) = whole, fields.count == 4 else { throw RuntimeError("malformed Slice", line: line) }
                (whole, bounds) = (fields[2].unboxed, (fields[0], fields[1]))
            }
            guard let span = try CollectionWalk.span(of: whole, from: bounds?.start, to: bounds?.end, interpreter, line: line) else {
                throw RuntimeError("value is not a collection", line: line)
            }
            let (start, end) = Checker.cutOffsets(cut, count: n, of: span.indices.count)
            guard let walked = try CollectionWalk.cut(of: whole, span: span, from: start, to: end, interpreter, line: line) else {
                throw RuntimeError("value is not a collection", line: line)
            }
            return .structValue(slice, [walked.start, walked.end, whole, .array(walked.elements)])
        }, .nominal(slice, [owner]))
    }

    /// `type` when it is a program's own collection that walks its indices, else nil.
    private func ownCollection(_ type: SwiftType) -> SwiftType? {
        guard case .nominal(let decl, _) = type, !decl.isBuiltin, userCollectionElement(type) != nil else { return nil }
        return type
    }

    /// The program's own collection a `Slice` is of (`Ring` of `Slice<Ring>`); nil for other types.
    func ownSliceBase(_ type: SwiftType) -> SwiftType? {
        guard case .nominal(let decl, let arguments) = type, LazySequenceValue.kind(of: decl) == .slice, arguments.count == 1
        else { return nil }
        return ownCollection(arguments[0])
    }

    /// The index type of a program's own collection: what its `index(after:)` returns.
    func ownCollectionIndex(_ type: SwiftType) -> SwiftType? {
        methodsNamed("index", in: type)?.first(where: { $0.selector == "index(after:)" })
            .map { $0.type.result.substituting(typeArgumentSubstitution(type)) }
    }

    /// `startIndex` and `endIndex` of a slice of a program's own collection: its bounds, indices
    /// of its base; nil for other properties and bases.
    func ownSliceProperty(_ base: Typed, name: Identifier, line: Int) -> Typed? {
        if name.argumentLabels == nil, name.name == "last", let owner = ownSliceBase(base.type),
           !conforms(owner, toBuiltin: "BidirectionalCollection") {
            // `last` is BidirectionalCollection's, which a Slice is only when its base is.
            error("referencing property 'last' on 'Slice' requires that '\(owner)' conform to 'BidirectionalCollection'", name.range)
            return Typed(base.node, .error)
        }
        guard name.argumentLabels == nil, name.name == "startIndex" || name.name == "endIndex",
              let owner = ownSliceBase(base.type), let index = ownCollectionIndex(owner) else { return nil }
        let field = name.name == "startIndex" ? 0 : 1
        return Typed(BuiltinProperty(base.node, line: line) { value, line in
            guard case .structValue(_, let fields) = value.unboxed, fields.count == 4 else { throw RuntimeError("malformed Slice", line: line) }
            return fields[field]
        }, index)
    }

    /// `slice[i]` of a slice of a program's own collection, with one of its base's indices: the
    /// base's element there, through its subscript; an index outside the slice traps, as Swift's
    /// Slice checks its bounds first. Nil for other bases.
    func ownSliceSubscript(_ base: Typed, _ arguments: [Argument], line: Int) -> Typed? {
        guard let owner = ownSliceBase(base.type), arguments.count == 1, arguments[0].label == nil,
              let index = ownCollectionIndex(owner), let element = userCollectionElement(owner) else { return nil }
        let position = coerce(expression(arguments[0].value, expected: index), to: index, at: caret(arguments[0].value),
                              role: .argument)
        return Typed(BuiltinCall(arguments: [base.node, position], line: line) { values, interpreter, line in
            guard case .structValue(_, let fields) = values[0].unboxed, fields.count == 4,
                  let span = try CollectionWalk.span(of: fields[2].unboxed, from: fields[0], to: fields[1], interpreter, line: line),
                  span.indices.contains(values[1]),
                  let found = try CollectionWalk.element(of: fields[2].unboxed, at: values[1], interpreter, line: line)
            else { throw RuntimeError("Index out of bounds", line: line) }
            return found
        }, element)
    }

    /// `ring[1..<3]` (or `ring[1...]`, `ring[..<3]`) of a program's own collection whose
    /// subscripts take no range: Collection's `subscript(bounds:)` (a one-sided range is cut
    /// at the start or the end index), a `Slice` between those indices; nil for other subscripts.
    func ownCollectionRangeSubscript(_ base: Typed, _ arguments: [Argument], line: Int) -> Typed? {
        guard let owner = ownCollection(base.type), arguments.count == 1, arguments[0].label == nil,
              let shape = rangeShape(arguments[0].value), let index = ownCollectionIndex(owner),
              declaredSubscripts(of: owner)?.contains(where: { subscriptTakesRange($0.getter.type) }) != true,
              let slice = libraryWrapperDecl("Slice", { LazySequenceValue.kind(of: $0) == .slice }) else { return nil }
        let closed = shape.closed
        let bounds: Expression
        if let bound = shape.oneSided {
            // A one-sided range's bound is an index; the other side is the collection's own bound.
            let typed = coerce(expression(bound, expected: index), to: index, at: caret(bound), role: .argument)
            let isLower = shape.isLower
            bounds = Unary(typed, line: line) { value, _ in isLower ? .range(value, .null, closed: closed) : .range(.null, value, closed: closed) }
        } else {
            bounds = coerce(expression(arguments[0].value, expected: .range(index, closed: closed)), to: .range(index, closed: closed),
                            at: caret(arguments[0].value), role: .argument)
        }
        return Typed(BuiltinCall(arguments: [base.node, bounds], line: line) { values, interpreter, line in
            let whole = values[0].unboxed
            guard case .range(let lower, let upper, _) = values[1].unboxed,
                  let walked = try CollectionWalk.rangeCut(of: whole, lower: lower, upper: upper, closed: closed, interpreter, line: line)
            else { throw RuntimeError("value is not a collection", line: line) }
            return .structValue(slice, [walked.start, walked.end, whole, .array(walked.elements)])
        }, .nominal(slice, [owner]))
    }

    /// Whether a subscript's one parameter is a range (the program's own `subscript(r: Range<Int>)`).
    private func subscriptTakesRange(_ type: FunctionType) -> Bool {
        guard let parameter = type.parameters.first?.type else { return false }
        if case .range = parameter { return true }
        if case .nominal(let decl, _) = parameter, PartialRangeKind(decl) != nil { return true }
        return false
    }

    /// The shape of a range written in a subscript: two-sided (`a..<b`, `a...b`), or one-sided
    /// with its one bound (`a...` from a lower bound, `..<b` and `...b` up to an upper one);
    /// nil for any other expression.
    private func rangeShape(_ value: Expr) -> (closed: Bool, oneSided: Expr?, isLower: Bool)? {
        switch value.kind {
        case .binary(let binary) where binary.op == .halfOpenRange || binary.op == .closedRange:
            return (binary.op == .closedRange, nil, false)
        case .postfix(.from, let bound): return (true, bound, true)
        case .prefix(.upTo, let bound): return (false, bound, false)
        case .prefix(.upThrough, let bound): return (true, bound, false)
        default: return nil
        }
    }
}

extension Checker {
    /// The receiver's index for the `Index` parameter of `member`'s extension of `Collection` (or
    /// of a program protocol's extension bounded by it), where the receiver is a program's own
    /// collection (`r.at(1)` of `func at(_ i: Index)` on a collection indexed by `Int`); empty
    /// for any other member or receiver.
    func ownCollectionIndexSubstitution(_ member: FunctionSymbol, receiver: SwiftType) -> [TypeParameter: SwiftType] {
        guard case .nominal(let decl, let arguments)? = member.constrainedSelf, isBuiltinSequenceProtocol(decl), arguments.count == 2,
              case .generic(let parameter) = arguments[1], ownCollection(receiver) != nil,
              let index = ownCollectionIndex(receiver) else { return [:] }
        return [parameter: index]
    }
}
