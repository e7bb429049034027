/// `for x in a..<b` and `for x in a...b` over a program's `Strideable` type, and the `Sequence`
/// and `Collection` members of such a range (`count`, `first`, `map`, `filter`, `reversed()`):
/// Swift's ranges are collections only when `Bound.Stride: SignedInteger` (`extension Range:
/// Collection where Bound: Strideable, Bound.Stride: SignedInteger`), whose positions are the
/// values themselves, each the last one `advanced(by: 1)`, up to the upper bound by the type's
/// `==`; those members read the array of the values.
extension Checker {
    /// The range a `for` loop over `sequence`, a range of a program's `Strideable` type, steps
    /// through as it goes (StrideableRangeWalk), or an `.error` sequence after swiftc's
    /// errors when its `Stride` is not a `SignedInteger`, as a floating-point bound's is not (at
    /// the `for` keyword, `keyword`, and the sequence's caret, `anchor`); nil for any other sequence.
    func strideableRangeSteps(_ sequence: Typed, keyword: SourceRange, at anchor: SourceRange) -> Typed? {
        guard case .range(let bound, let closed) = sequence.type else { return nil }
        // A floating-point type strides by itself (`for i in 0..<4.0`), no `SignedInteger`.
        let ownStride: SwiftType? = if case .nominal(let decl, _) = bound, !decl.isBuiltin { strideType(of: bound) } else { nil }
        guard let stride = bound.isFloatingPoint ? bound : ownStride else { return nil }
        guard conforms(stride, toBuiltin: "SignedInteger") || stride == .error else {
            let range = closed ? "ClosedRange" : "Range"
            let methods = closed ? ["next()", "makeIterator()"] : ["makeIterator()", "next()"]
            for method in methods {
                error("referencing instance method '\(method)' on '\(range)' requires that '\(stride)' conform to 'SignedInteger'", keyword)
            }
            error("protocol 'Sequence' requires that '\(stride)' conform to 'SignedInteger'", anchor)
            return Typed(sequence.node, .error)
        }
        return sequence
    }

    /// `typed` as the array of its values when it is a range of a program's `Strideable` type
    /// whose `Stride` is a `SignedInteger` (a collection, as `Range<Int>` is), for the
    /// `Sequence` and `Collection` members it then has; nil for any other value.
    func strideableRangeElements(_ typed: Typed, line: Int) -> Typed? {
        guard case .range(let bound, _) = typed.type, case .nominal(let decl, _) = bound, !decl.isBuiltin,
              let stride = strideType(of: bound), conforms(stride, toBuiltin: "SignedInteger") else { return nil }
        return Typed(BuiltinCall(arguments: [typed.node], line: line) { values, interpreter, line in
            guard case .range(let lower, let upper, let closed) = values[0].unboxed else { throw RuntimeError("not a range", line: line) }
            return .array(try Self.rangeSteps(from: lower, to: upper, closed: closed, interpreter, line: line))
        }, .array(bound))
    }

    /// The array of a strideable range's values as the receiver of `Sequence` or `Collection`
    /// method `name` (`map`, `filter`, `contains(where:)`); nil for the range's own methods
    /// (`contains(_:)`, `clamped(to:)`, `overlaps(_:)`), its cuts and index searches (whose
    /// results are ranges and bounds, not read here) and other values.
    func strideableRangeMethodReceiver(_ base: Typed, name: Identifier, arguments: [Argument], line: Int) -> Typed? {
        guard case .range = base.type, !Self.rangeOwnMethods.contains(name.name), !Self.rangeCuts.contains(name.name) else { return nil }
        if name.name == "contains", arguments.count == 1, arguments[0].label == nil {
            // `contains(_:)` is the range's own; only a closure makes it Sequence's `contains(where:)`.
            guard case .closure = arguments[0].value.kind else { return nil }
        }
        return strideableRangeElements(base, line: line)
    }

    /// The `Collection` properties a strideable range reads from its values.
    private static let collectionProperties: Set<String> = ["count", "first", "last", "lazy"]

    /// The methods a range declares itself (beside `contains(_:)`).
    private static let rangeOwnMethods: Set<String> = ["clamped", "overlaps", "relative", "hash"]

    /// The collection methods whose result is a range's `SubSequence` (itself a range) or its
    /// `Index` (a value of the bound's type), which the array of the values would not give.
    private static let rangeCuts: Set<String> = ["prefix", "suffix", "dropFirst", "dropLast", "drop", "firstIndex", "lastIndex",
                                                 "index", "distance", "formIndex", "split"]

    /// `count`, `first`, `last` or `lazy` of a range of a program's `Strideable` type with an integer
    /// `Stride`: its values' (the range's own members, its bounds and `isEmpty`, stay the
    /// range's), and its positions (`strideableRangePosition`); nil for other members and values.
    func strideableRangeProperty(_ base: Typed, name: Identifier, range: SourceRange) -> Typed? {
        if let position = strideableRangePosition(base, name: name, range: range) { return position }
        guard case .range = base.type, name.argumentLabels == nil, Self.collectionProperties.contains(name.name),
              let values = strideableRangeElements(base, line: range.line) else { return nil }
        return builtinProperty(values, name: name.name, range: range)
    }

    /// The values from `lower` to `upper` (past it unless `closed`), each the last one advanced
    /// by 1, as Range's `index(after:)` and ClosedRange's step.
    /// - Throws: what the type's methods throw, the interrupt, the length and memory limits.
    static func rangeSteps(from lower: Value, to upper: Value, closed: Bool, _ interpreter: Interpreter,
                                   line: Int) throws -> [Value] {
        var values: [Value] = []
        try StrideableRangeWalk.forEach(from: lower, to: upper, closed: closed, interpreter, line: line) { value in
            try Interpreter.checkInterrupt(step: values.count, line: line)
            try LazySequenceValue.appendCharged(value, to: &values, line: line)
            return true
        }
        return values
    }
}
