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
              arguments.first?.label == nil, !(arguments.isEmpty && (cut == "prefix" || cut == "suffix")),
              case .nominal(let decl, _) = base.type, !decl.isBuiltin, userCollectionElement(base.type) != nil else {
            return nil
        }
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
            let whole = values[0].unboxed
            let total = try CollectionWalk.indices(of: whole, interpreter, line: line)?.count ?? 0
            let kept = Swift.min(n, total)
            let (start, end): (Int, Int)
            switch cut {
            case "prefix": (start, end) = (0, kept)
            case "suffix": (start, end) = (total - kept, total)
            case "dropFirst": (start, end) = (kept, total)
            default: (start, end) = (0, total - kept)
            }
            guard let walked = try CollectionWalk.cut(of: whole, from: start, to: end, interpreter, line: line) else {
                throw RuntimeError("value is not a collection", line: line)
            }
            return .structValue(slice, [walked.start, walked.end, whole, .array(walked.elements)])
        }, .nominal(slice, [base.type]))
    }
}
