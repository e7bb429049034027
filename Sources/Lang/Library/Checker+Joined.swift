/// `joined()` and `joined(separator:)`, as Swift declares them: on a sequence of strings (a
/// string, with the separator between the parts), and on a sequence of arrays (their elements in
/// order, with the separator's elements between them): of an array or a set, Swift's lazy
/// `FlattenSequence` or `JoinedSequence` of it (Prelude+Flatten), else the elements collected.
/// On anything else swiftc finds no `joined` that fits, and so does the checker.
extension Checker {
    func joinedRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base else { return nil }
        let element = sequenceElement(base.type)
        if case .array(let inner)? = element {
            return joinedArrays(site, inner: inner)
        }
        if let element, Self.hasNoJoined(element) {
            error("no exact matches in call to instance method 'joined'", site.nameRange ?? site.range)
            lowerAll(site.arguments)
            return Typed(Constant(.void, line: site.line), .error)
        }
        let separator = site.arguments.first.map {
            coerce(expression($0.value, expected: .string), to: .string, at: caret($0.value), role: .argument)
        }
        return sequenceCall(site, .string, separator.map { [$0] } ?? []) { values, interpreter, line in
            let all = try Sequences.elements(of: values[0], line: line)
            let separator = values.count > 1 ? (values[1].stringValue ?? "") : ""
            var length = separator.utf8.count &* max(0, all.count - 1)
            for (index, part) in all.enumerated() {
                try interpreter.checkInterrupt(step: index, line: line)
                length = length &+ (part.stringValue ?? "").utf8.count
            }
            try Arithmetic.checkLength(length < 0 ? Int.max : length, of: "string", line: line)
            var joined = ""
            joined.reserveCapacity(length)
            for (index, part) in all.enumerated() {
                try interpreter.checkInterrupt(step: index, line: line)
                if index > 0 { joined += separator }
                joined += part.stringValue ?? ""
            }
            return .string(joined)
        }
    }

    /// `[[1, 2], [3]].joined()` is `FlattenSequence(_base: [[1, 2], [3]])`, whose elements are
    /// `[1, 2, 3]`; `.joined(separator: [0])` is a `JoinedSequence`, whose elements are `[1, 2, 0, 3]`.
    private func joinedArrays(_ site: BuiltinSite, inner: SwiftType) -> Typed {
        let separator = site.arguments.first.map {
            coerce(expression($0.value, expected: .array(inner)), to: .array(inner), at: caret($0.value), role: .argument)
        }
        if let lazy = lazyJoined(site, separator: separator) { return lazy }
        return sequenceCall(site, .array(inner), separator.map { [$0] } ?? []) { values, _, line in
            let separator = values.count > 1 ? try Sequences.elements(of: values[1], line: line) : []
            return .array(try FlattenSequenceValue.elements(of: values[0], separator: separator, line: line))
        }
    }

    /// `joined()` or `joined(separator:)` of an array or a set as Swift's `FlattenSequence` or
    /// `JoinedSequence` value (its base, and the separator's elements); nil for other bases, or
    /// without the library.
    private func lazyJoined(_ site: BuiltinSite, separator: Expression?) -> Typed? {
        guard let base = site.base else { return nil }
        switch base.type {
        case .array, .set: break
        default: return nil
        }
        guard let separator else {
            guard let flatten = libraryWrapperDecl("FlattenSequence", FlattenSequenceValue.isFlattening) else { return nil }
            return Typed(Unary(base.node, line: site.line) { value, _ in .structValue(flatten, [value]) }, .nominal(flatten, [base.type]))
        }
        guard let joined = libraryWrapperDecl("JoinedSequence", FlattenSequenceValue.isFlattening),
              let separatorDecl = libraryWrapperDecl("_JoinedSeparator", { _ in true }) else { return nil }
        return sequenceCall(site, .nominal(joined, [base.type]), [separator]) { values, _, line in
            let kept = try Sequences.elements(of: values[1], line: line)
            return .structValue(joined, [values[0], .structValue(separatorDecl, [.array(kept)])])
        }
    }

    /// `joined()` of a lazy map or filter of arrays: `LazySequence<FlattenSequence<LazyMapSequence<[[Int]], [Int]>>>`,
    /// as lazy `flatMap` makes, whose closures run when the flattened sequence reaches each
    /// element; nil for other bases (a map of strings is joined as a sequence of strings).
    func lazyClosureJoined(_ base: Typed, line: Int) -> Typed? {
        if let lazy = lazyJoinedOfCollection(base, line: line) { return lazy }
        guard case .array? = lazyClosureElement(base.type),
              let flatten = libraryWrapperDecl("FlattenSequence", { FlattenSequenceValue.isFlattening($0) && $0.name == "FlattenSequence" }),
              let lazy = libraryWrapperDecl("LazySequence", { LazySequenceValue.kind(of: $0) == .lazy }) else { return nil }
        return Typed(Unary(base.node, line: line) { value, _ in .structValue(lazy, [.structValue(flatten, [value])]) },
                     .nominal(lazy, [.nominal(flatten, [base.type])]))
    }

    /// `joined()` of the `lazy` of an array or a set of arrays: `LazySequence<FlattenSequence<[[Int]]>>`,
    /// as `LazySequenceProtocol`'s `joined()` gives; nil for other bases.
    private func lazyJoinedOfCollection(_ base: Typed, line: Int) -> Typed? {
        guard case .nominal(let decl, let arguments) = base.type, LazySequenceValue.kind(of: decl) == .lazy,
              let inner = arguments.first, case .array? = sequenceElement(inner) else { return nil }
        switch inner {
        case .array, .set: break
        default: return nil
        }
        guard let flatten = libraryWrapperDecl("FlattenSequence", { FlattenSequenceValue.isFlattening($0) && $0.name == "FlattenSequence" })
        else { return nil }
        return Typed(Unary(base.node, line: line) { value, line in
            guard case .structValue(let lazy, let fields) = value.unboxed, let first = fields.first else {
                throw RuntimeError("malformed LazySequence", line: line)
            }
            return .structValue(lazy, [.structValue(flatten, [first])])
        }, .nominal(decl, [.nominal(flatten, [inner])]))
    }

    /// `typed` as the array of its elements when it is a `FlattenSequence` or a `JoinedSequence`, or one of the
    /// lazy wrappers `zip`, `stride`, `reversed()` and `enumerated()` give (for `for`-`in` and the collection
    /// members, as a program's own sequence is read), else nil.
    func flattenSequenceElements(_ typed: Typed, line: Int) -> Typed? {
        if let lazy = lazyClosureElements(typed, line: line) { return lazy }
        guard case .nominal(let decl, _) = typed.type, FlattenSequenceValue.isFlattening(decl) || LazySequenceValue.kind(of: decl) != nil,
              let element = sequenceElement(typed.type) else { return nil }
        return Typed(Unary(typed.node, line: line) { value, line in .array(try Sequences.elements(of: value, line: line)) },
                     .array(element))
    }

    /// Whether a sequence of `element`s has no `joined` in Swift: numbers, Booleans, characters,
    /// optionals, tuples, functions, dictionaries, sets and ranges (a type of the program's, a
    /// generic parameter or an existential may be a string or a sequence, and is let through).
    private static func hasNoJoined(_ element: SwiftType) -> Bool {
        switch element {
        case .int, .double, .float, .cgFloat, .bool, .character, .fixedInt, .optional, .tuple, .function,
             .dictionary, .set, .range, .void, .never, .metatype:
            true
        default:
            false
        }
    }
}
