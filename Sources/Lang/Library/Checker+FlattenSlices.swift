/// `prefix(_:)` and `dropFirst(_:)` of a lazy `flatMap` over a collection, and `Array(_:)` of
/// the result: Swift's `Slice<LazySequence<FlattenSequence<…>>>`, whose bounds are found, and
/// whose elements are read, by flattened positions (FlattenPositions+Slices.swift).
extension Checker {
    /// `xs.lazy.flatMap { … }.prefix(n)` or `.dropFirst(n)`: the slice, or nil for another receiver.
    func lazyFlattenSlice(_ site: BuiltinSite, _ base: Typed) -> Typed? {
        guard site.name == "prefix" || site.name == "dropFirst", site.arguments.count <= 1,
              site.arguments.first?.label == nil, isLazyFlatten(base.type), lazyRootIsCollection(base.type),
              let sliceDecl = libraryWrapperDecl("Slice", { LazySequenceValue.kind(of: $0) == .slice }) else { return nil }
        let isPrefix = site.name == "prefix"
        guard isPrefix ? !site.arguments.isEmpty : true else { return nil }
        let count = site.arguments.first.map { coerce(expression($0.value, expected: .int), to: .int, at: caret($0.value), role: .argument) }
        return Typed(BuiltinCall(arguments: [base.node] + (count.map { [$0] } ?? []), line: site.line) { values, interpreter, line in
            let distance = try Self.cutLength(values, isPrefix: isPrefix, of: "collection", line: line)
            guard let positions = try FlattenPositions(values[0], interpreter, line: line) else {
                throw RuntimeError("malformed lazy flatMap", line: line)
            }
            return try positions.slice(of: values[0], distance, prefix: isPrefix, sliceDecl: sliceDecl)
        }, .nominal(sliceDecl, [base.type]))
    }

    /// `Array(_:)` of such a slice, or of lazy maps of one (a collection whose `count` is the
    /// slice's): counted, then read by its iterator; nil for another value.
    func lazyFlattenSliceCopy(_ typed: Typed, line: Int) -> Typed? {
        var root = typed.type
        while case .nominal(let decl, let arguments) = root, LazyClosureSequence.kind(of: decl) == .map, let base = arguments.first {
            root = base
        }
        guard case .nominal(let decl, let arguments) = root, LazySequenceValue.kind(of: decl) == .slice,
              let inner = arguments.first, isLazyFlatten(inner), let element = lazyAwareElement(typed.type) else { return nil }
        return Typed(BuiltinCall(arguments: [typed.node], line: line) { values, interpreter, line in
            var slice = values[0]
            while let parts = LazyClosureSequence.parts(of: slice), parts.kind == .map { slice = parts.base }
            guard let (positions, start, end) = try FlattenPositions.sliceParts(of: slice, interpreter, line: line) else {
                throw RuntimeError("malformed Slice", line: line)
            }
            _ = try positions.distance(from: start, to: end)
            return .array(try LazyClosureSequence.elements(values[0], interpreter, line: line))
        }, .array(element))
    }

    /// Whether `type` is a `LazySequence` of a `FlattenSequence` of a lazy map: what `lazy.flatMap`
    /// of sequences gives.
    private func isLazyFlatten(_ type: SwiftType) -> Bool {
        guard case .nominal(let decl, let arguments) = type, LazySequenceValue.kind(of: decl) == .lazy,
              case .nominal(let flatten, let flattenArguments)? = arguments.first, flatten.name == "FlattenSequence",
              FlattenSequenceValue.isFlattening(flatten), let mapped = flattenArguments.first else { return false }
        return lazyClosureElement(mapped) != nil
    }
}
