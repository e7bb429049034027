/// The types `zip`, `stride`, `reversed()`, `enumerated()` and `lazy` give, as swiftc gives them:
/// `Zip2Sequence<[Int], [String]>`, `StrideTo<Int>`, `StrideThrough<Double>`,
/// `ReversedCollection<[Int]>` (of a bidirectional collection; `reversed()` of one is its base,
/// of any other sequence an array), `EnumeratedSequence<[String]>` and `LazySequence<[Int]>`
/// (LazySequenceValue). Without
/// the library (or where a program's own type takes the name) they are arrays, as before.
extension Checker {
    /// The library's wrapper type `name`, or nil.
    private func lazySequenceDecl(_ name: String) -> NominalDecl? {
        libraryWrapperDecl(name) { LazySequenceValue.kind(of: $0) != nil }
    }

    /// The library's type `name` when `isWrapper` holds for it; else nil, and the check notes
    /// that it typed the call without the library (`Environment.typedWithoutLibrary`).
    func libraryWrapperDecl(_ name: String, _ isWrapper: (NominalDecl) -> Bool) -> NominalDecl? {
        if case .type(.nominal(let decl, _))? = lookup(name), isWrapper(decl) { return decl }
        environment.typedWithoutLibrary = true
        return nil
    }

    /// `zip(a, b)`: a `Zip2Sequence` of the two values, or nil without the library.
    func lazyZip(_ first: Typed, _ second: Typed, line: Int) -> Typed? {
        guard let decl = lazySequenceDecl("Zip2Sequence") else { return nil }
        return Typed(BuiltinCall(arguments: [first.node, second.node], line: line) { values, _, _ in
            .structValue(decl, [values[0], values[1]])
        }, .nominal(decl, [first.type, second.type]))
    }

    /// `stride(from:to:by:)` or `stride(from:through:by:)` of `type` values: a `StrideTo` or a
    /// `StrideThrough`, or nil without the library. A zero stride traps here, as Swift's
    /// precondition does when the stride is made.
    func lazyStride(_ nodes: [Expression], type: SwiftType, through: Bool, line: Int) -> Typed? {
        guard let decl = lazySequenceDecl(through ? "StrideThrough" : "StrideTo") else { return nil }
        return Typed(BuiltinCall(arguments: nodes, line: line) { values, _, line in
            if values[2] == .int(0) || values[2].doubleValue == 0 { throw RuntimeError("Stride size must not be zero", line: line) }
            // A program's `Strideable` values are made as the stride is read (ProgramStrides.swift).
            return .structValue(decl, values)
        }, .nominal(decl, [type]))
    }

    /// Whether `node` is a `reversed()` call this check made a `ReversedCollection` of.
    func isReversedCall(_ node: Expression) -> Bool {
        reversedCalls.contains(HeldIdentity(node))
    }

    /// `base.reversed()` as swiftc types it: a `ReversedCollection`'s base, or a
    /// `ReversedCollection` of a bidirectional collection; nil for other bases (an array of the
    /// elements) or without the library.
    func lazyReversed(_ base: Typed, line: Int) -> Typed? {
        if case .nominal(let decl, let arguments) = base.type, LazySequenceValue.kind(of: decl) == .reversed,
           let inner = arguments.first {
            return Typed(Unary(base.node, line: line) { value, line in
                guard case .structValue(_, let fields) = value.unboxed, let first = fields.first else {
                    throw RuntimeError("malformed ReversedCollection", line: line)
                }
                return first
            }, inner)
        }
        guard isBidirectional(base.type), let decl = lazySequenceDecl("ReversedCollection") else { return nil }
        let call = Unary(base.node, line: line) { value, _ in .structValue(decl, [value]) }
        reversedCalls.insert(HeldIdentity(call))
        return Typed(call, .nominal(decl, [base.type]))
    }

    /// `Array(_:)` or `Set(_:)` (and `sorted()`, which copies its receiver so) of a
    /// `ReversedCollection` of a lazy map or filter, or of a lazy filter's `indices`, copied as
    /// Swift copies a collection: its `count` first (a filter walks its base once), then its
    /// elements read by its iterator to the end; a stride of a program's type walked twice so
    /// (`programStrideCopy`); nil for other values.
    func reversedLazyCopy(_ typed: Typed, line: Int) -> Typed? {
        if let copied = lazyFlattenSliceCopy(typed, line: line) ?? programStrideCopy(typed, line: line) { return copied }
        guard case .nominal(let decl, let arguments) = typed.type, let inner = arguments.first, lazyClosureElement(inner) != nil else { return nil }
        if LazySequenceValue.kind(of: decl) == .indices, let indexType = lazyIndexType(inner) {
            // A lazy filter's indices: counted by walking them, then walked again as they are copied.
            return Typed(BuiltinCall(arguments: [typed.node], line: line) { values, interpreter, line in
                _ = try Checker.lazyIndicesCount(values[0], interpreter, line: line)
                return .array(try LazyClosureSequence.elements(values[0], interpreter, line: line))
            }, .array(indexType))
        }
        guard LazySequenceValue.kind(of: decl) == .reversed, let element = lazyElement(typed.type) else { return nil }
        return Typed(BuiltinCall(arguments: [typed.node], line: line) { values, interpreter, line in
            guard LazyPositions.reversal(of: values[0]) != nil else {
                return .array(try LazyClosureSequence.elements(values[0], interpreter, line: line))
            }
            _ = try LazyPositions(values[0], interpreter, line: line).count()
            return .array(try LazyClosureSequence.elements(values[0], interpreter, line: line))
        }, .array(element))
    }

    /// `base.enumerated()`: an `EnumeratedSequence` of it, or nil without the library.
    func lazyEnumerated(_ base: Typed, line: Int) -> Typed? {
        guard let decl = lazySequenceDecl("EnumeratedSequence") else { return nil }
        return Typed(Unary(base.node, line: line) { value, _ in .structValue(decl, [value]) }, .nominal(decl, [base.type]))
    }

    /// `base.lazy`: a `LazySequence` of it (a `LazySequence`'s own `lazy` is itself), or nil
    /// without the library. Its `map`, `filter` and other methods read its elements as an array's
    /// do, all at once (Swift calls their closures as elements are read).
    func lazyRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, sequenceElement(base.type) != nil else { return nil }
        if case .nominal(let decl, _) = base.type, LazySequenceValue.kind(of: decl) == .lazy { return base }
        guard let decl = lazySequenceDecl("LazySequence") else { return nil }
        return Typed(Unary(base.node, line: site.line) { value, _ in .structValue(decl, [value]) }, .nominal(decl, [base.type]))
    }

    /// `lazy` of a zip, a stride, a reversed or enumerated collection or a flattened sequence: a
    /// `LazySequence` of the wrapper itself (`LazySequence<StrideTo<Int>>`, whose map is a
    /// sequence's, without `count`), not of the array of its elements; nil for other members.
    func lazyOfWrapper(_ base: Typed, name: Identifier, range: SourceRange) -> Typed? {
        guard name.name == "lazy", name.argumentLabels == nil, case .nominal(let decl, _) = base.type,
              LazySequenceValue.kind(of: decl) != nil || FlattenSequenceValue.isFlattening(decl) else { return nil }
        return lazyRule(BuiltinSite(name: "lazy", base: base, basePlace: nil, type: nil, arguments: [], expected: nil, range: range))
    }

    /// The base a `LazySequence` wraps, or nil for any other value.
    func lazySequenceBase(_ typed: Typed, line: Int) -> Typed? {
        guard case .nominal(let decl, let arguments) = typed.type, LazySequenceValue.kind(of: decl) == .lazy,
              let inner = arguments.first else { return nil }
        return Typed(Unary(typed.node, line: line) { value, line in
            guard case .structValue(_, let fields) = value.unboxed, let first = fields.first else {
                throw RuntimeError("malformed LazySequence", line: line)
            }
            return first
        }, inner)
    }

    /// `reversed()` and `enumerated()` of a lazy wrapper (or a flattened sequence), and `joined()`
    /// of a lazy map or filter of arrays, typed before the wrapper is read as an array
    /// (`reversed()` of a zip or a stride is an array); nil for other calls.
    func lazySequenceMethod(_ base: Typed, name: Identifier, arguments: [Argument], line: Int) -> Typed? {
        guard arguments.isEmpty, case .nominal(let decl, _) = base.type, LazySequenceValue.kind(of: decl) != nil
                || FlattenSequenceValue.isFlattening(decl) || LazyClosureSequence.kind(of: decl) != nil else { return nil }
        switch name.name {
        case "reversed":
            // Of a lazy map or filter over a collection that is not bidirectional (a set), Sequence's
            // reversed(): the array of its elements, backwards.
            return lazyReversed(base, line: line) ?? reversedArray(programStrideCopy(base, line: line) ?? lazyClosureElements(base, line: line) ?? base, line: line)
        case "enumerated": return lazyEnumerated(base, line: line)
        case "joined": return lazyClosureJoined(base, line: line)
        default: return nil
        }
    }

    /// Whether swiftc's `reversed()` of a `type` value is a `ReversedCollection` (a
    /// `BidirectionalCollection`): an array, a string, an integer range, a reversed or enumerated
    /// random-access collection, a flattened array of arrays.
    private func isBidirectional(_ type: SwiftType) -> Bool {
        switch type {
        case .string: return true
        case .nominal(let decl, let arguments):
            let kind = LazySequenceValue.kind(of: decl)
            if kind == .reversed || kind == .indices { return arguments.first.map(isBidirectional) ?? false }
            if decl.name == "FlattenSequence", FlattenSequenceValue.isFlattening(decl), case .array? = arguments.first { return true }
            // A lazy map or filter of a bidirectional collection is one.
            if LazyClosureSequence.kind(of: decl) != nil { return arguments.first.map(isBidirectional) ?? false }
            return isRandomAccess(type)
        default: return isRandomAccess(type)
        }
    }

    private func isRandomAccess(_ type: SwiftType) -> Bool {
        switch type {
        case .array, .arraySlice: return true
        case .range(let bound, _): return bound.isInteger
        case .nominal(let decl, let arguments):
            let kind = LazySequenceValue.kind(of: decl)
            guard kind == .reversed || kind == .enumerated || kind == .lazy || kind == .slice || kind == .indices else { return false }
            return arguments.first.map(isRandomAccess) ?? false
        default: return false
        }
    }

    /// Whether an argument of type `type` cannot be what a generic parameter of type `parameter`
    /// binds to, both ways: a lazy wrapper or flattened sequence never binds an array
    /// (`[Element]`) or another wrapper (so `ForEach(items.reversed())` chooses the initialiser
    /// for a `ReversedCollection`), and anything but the same wrapper never binds a wrapper (so
    /// `ForEach(Array(names.enumerated()), id: \.offset)` chooses the array's).
    func lazySequenceMisses(_ type: SwiftType, _ parameter: SwiftType) -> Bool {
        let argument: NominalDecl?
        if case .nominal(let decl, _) = type, LazySequenceValue.kind(of: decl) != nil || FlattenSequenceValue.isFlattening(decl) {
            argument = decl
        } else {
            argument = nil
        }
        switch parameter {
        case .array: return argument != nil
        case .nominal(let wanted, _): return LazySequenceValue.kind(of: wanted) != nil && wanted !== argument
        default: return false
        }
    }

    /// `first` of a sequence that is not a collection (a `Zip2Sequence`, a stride, a lazy map of
    /// one): Swift's `Sequence` has no property `first`, so swiftc takes the name as the method
    /// `first(where:)`, a function value (`print(zip(a, b).first)` prints `(Function)`, and
    /// `zip(a, b).first!` is "cannot force unwrap value of non-optional type …"); else nil.
    func sequenceFirstMethod(_ base: Typed, name: Identifier, expected: SwiftType?, range: SourceRange) -> Typed? {
        guard name.name == "first", name.argumentLabels == nil, case .nominal(let decl, _) = base.type else { return nil }
        let kind = LazySequenceValue.kind(of: decl)
        let isSequenceOnly = kind == .zip || kind == .strideTo || kind == .strideThrough
            || (lazyElement(base.type) != nil && !lazyRootIsCollection(base.type))
        // A lazy value's own first(where:) reads no further than it must.
        guard isSequenceOnly, let receiver = lazyElement(base.type) != nil ? base : flattenSequenceElements(base, line: range.line)
        else { return nil }
        let method = builtinMethodValue(receiver, name: Identifier("first", range: name.range, argumentLabels: ["where"]),
                                        expected: expected, range: range)
        // A zip's `Element` is a type alias of its pair, which swiftc keeps in its diagnostics.
        if kind == .zip, let method, let element = sequenceElement(base.type) {
            let alias = "\(base.type).Element"
            spelledTypes[HeldIdentity(method.node)] =
                "'((\(alias)) throws -> Bool) throws -> \(alias)?' (aka '((\(element)) throws -> Bool) throws -> Optional<\(element)>')"
        }
        return method
    }

    /// swiftc's error for a `Collection` property (`count`, `last`, …) of a `Zip2Sequence` or a
    /// stride, which are only sequences (and an error-typed result); else nil.
    func missingLazySequenceMember(_ base: Typed, name: Identifier) -> Typed? {
        guard case .nominal(let decl, _) = base.type, let kind = LazySequenceValue.kind(of: decl),
              kind == .zip || kind == .strideTo || kind == .strideThrough,
              ["count", "isEmpty", "last", "indices", "startIndex", "endIndex"].contains(name.name) else { return nil }
        if name.name == "count" {
            error("generic parameter 'E' could not be inferred", name.range)
        } else {
            error("value of type '\(base.type)' has no member '\(name.name)'", name.range)
        }
        return Typed(base.node, .error)
    }
}
