/// The rules of `StandardLibrary.collectionAlgorithms`: `partition(by:)`, `insert(contentsOf:at:)`,
/// `split(maxSplits:omittingEmptySubsequences:whereSeparator:)`, `lexicographicallyPrecedes`,
/// `elementsEqual(_:by:)` and `starts(with:by:)`, each the standard library's algorithm, so a
/// closure is called as often, and on the same elements, as in Swift.
extension Checker {
    /// `xs.partition(by:)`: BidirectionalCollection's algorithm (swapping from both ends), the
    /// index of the second partition's start.
    func partitionRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, case .array(let element) = base.type, site.arguments.count == 1 else { return nil }
        let predicate = sequenceClosure(site, 0, [element], .bool)
        return sequenceMutation(site, .int, [predicate.node]) { receiver, values, interpreter, line in
            if var own = OwnMutableCollection(receiver, interpreter, line: line) {
                let start = try own.partition(by: values[0])
                receiver = own.value
                return start
            }
            guard case .array(var items) = receiver else { return .int(0) }
            receiver = .void
            defer { receiver = .array(items) }
            func second(_ index: Int) throws -> Bool {
                try Checker.callClosure(values[0], [items[index]], interpreter, line).boolValue == true
            }
            var low = 0, high = items.count
            while true {
                try interpreter.iterationStep(line: line)
                while true {
                    if low == high { return .int(low) }
                    if try second(low) { break }
                    low += 1
                }
                while true {
                    high -= 1
                    if low == high { return .int(low) }
                    if try !second(high) { break }
                }
                items.swapAt(low, high)
                low += 1
            }
        }
    }

    /// `xs.insert(contentsOf: ys, at: i)`: the elements of any sequence of the element type,
    /// inserted before offset `i` (0…count, else Swift's `replaceSubrange` trap).
    func insertContentsRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, case .array(let element) = base.type, site.arguments.count == 2,
              site.arguments[0].label?.name == "contentsOf", site.arguments[1].label?.name == "at" else { return nil }
        let contents = sequenceArgument(site.arguments[0].value, element: element, method: "insert(contentsOf:at:)", collection: true,
                                        blame: site.nameRange ?? site.range)
        let index = coerce(expression(site.arguments[1].value, expected: .int), to: .int,
                           at: caret(site.arguments[1].value), role: .argument)
        return sequenceMutation(site, .void, [contents, index]) { receiver, values, _, line in
            guard case .array(var items) = receiver, case .int(let index) = values[1] else { return .void }
            let added = try Sequences.elements(of: values[0], line: line)
            guard index >= 0 else { throw RuntimeError("Array replace: subrange start is negative", line: line) }
            guard index <= items.count else { throw RuntimeError("Array replace: subrange extends past the end", line: line) }
            try Arithmetic.checkLength(items.count + added.count, of: "array", line: line)
            receiver = .void
            items.insert(contentsOf: added, at: index)
            receiver = .array(items)
            return .void
        }
    }

    /// The argument `node` as a sequence (a `collection`, when the method asks for one) of
    /// `element`s (an array literal typed by it), its node read as the array of its elements; an
    /// error (at `blame`, else at the argument) when it is no such sequence.
    func sequenceArgument(_ node: Expr, element: SwiftType, method: String, collection: Bool = false,
                          blame: SourceRange? = nil) -> Expression {
        let typed = expression(node, expected: .array(element))
        let given = sequenceElement(typed.type) ?? userSequenceElement(typed.type)
        let protocolName = collection ? "Collection" : "Sequence"
        guard let given, !collection || conforms(typed.type, toBuiltin: protocolName) else {
            if typed.type != .error {
                error("instance method '\(method)' requires that '\(typed.type)' conform to '\(protocolName)'", blame ?? caret(node))
            }
            return typed.node
        }
        if given != element, given != .error, element != .error, !converts(given, to: element) {
            error("instance method '\(method)' requires the types '\(element)' and '\(given)' be equivalent", caret(node))
        }
        return (userSequenceElements(typed, line: node.range.line) ?? typed).node
    }

    /// `xs.split(maxSplits:omittingEmptySubsequences:whereSeparator:)` of an array or an array
    /// slice with a count or the empty runs kept (the plain `split(whereSeparator:)` is
    /// `splitWhereRule`'s): `ArraySlice`s keeping the array's indices.
    func arraySplitWhereRule(_ site: BuiltinSite) -> Typed? {
        // The separator closure may be written trailing, without its label.
        guard let base = site.base, let last = site.arguments.last, site.arguments.count > 1,
              last.label?.name == "whereSeparator" || (last.label == nil && trailingRanges.contains(last.range)) else { return nil }
        let element: SwiftType
        switch base.type {
        case .array(let inner), .arraySlice(let inner): element = inner
        default: return nil
        }
        var maxSplits: Expression = Constant(.int(Int.max), line: site.line)
        var omitting: Expression = Constant(.bool(true), line: site.line)
        for argument in site.arguments.dropLast() {
            switch argument.label?.name {
            case "maxSplits": maxSplits = coerce(expression(argument.value, expected: .int), to: .int, at: caret(argument.value), role: .argument)
            case "omittingEmptySubsequences":
                omitting = coerce(expression(argument.value, expected: .bool), to: .bool, at: caret(argument.value), role: .argument)
            default:
                error("extra argument '\(argument.label?.name ?? "_")' in call", argument.range)
            }
        }
        let separator = sequenceClosure(site, site.arguments.count - 1, [element], .bool)
        return recordingSliceCall(sequenceCall(site, .array(.arraySlice(element)), [separator.node, maxSplits, omitting]) {
            values, interpreter, line in
            try Checker.splitRuns(values[0], maxSplits: values[2], omitting: values[3], line: line) {
                try Checker.callClosure(values[1], [$0], interpreter, line).boolValue == true
            }
        }, site.name)
    }

    /// The runs of an array's (or slice's) elements between those `isSeparator` picks, as
    /// `ArraySlice`s, at most `maxSplits` cuts made, empty runs left out when `omitting`.
    /// - Throws: a negative `maxSplits` (Swift's precondition), what `isSeparator` throws.
    static func splitRuns(_ collection: Value, maxSplits: Value, omitting: Value, line: Int,
                          isSeparator: (Value) throws -> Bool) throws -> Value {
        guard let maxSplits = maxSplits.intValue, maxSplits >= 0 else {
            throw RuntimeError("Must take zero or more splits", line: line)
        }
        let omitting = omitting.boolValue ?? true
        let all = try Sequences.elements(of: collection, line: line)
        let first = Checker.startOffset(of: collection)
        var pieces: [Value] = []
        var start = 0
        /// Adds the run `start..<end` unless it is empty and empty runs are left out.
        func close(at end: Int) -> Bool {
            if start == end && omitting { return false }
            pieces.append(.slice(Array(all[start..<end]), startIndex: first + start))
            return true
        }
        if maxSplits > 0 {
            for index in all.indices {
                try Interpreter.checkInterrupt(step: index, line: line)
                guard try isSeparator(all[index]) else { continue }
                let added = close(at: index)
                start = index + 1
                if added && pieces.count == maxSplits { break }
            }
        }
        if start != all.count || !omitting {
            pieces.append(.slice(Array(all[start...]), startIndex: first + start))
        }
        return .array(pieces)
    }

    /// `lexicographicallyPrecedes(_:)` (by `<`) and `lexicographicallyPrecedes(_:by:)`, and
    /// `elementsEqual(_:by:)` and `starts(with:by:)` with an equivalence closure: the receiver and
    /// the other sequence read pair by pair, as far as the answer needs.
    func elementOrderRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, let element = sequenceElement(base.type), let first = site.arguments.first,
              site.arguments.count == 1 || site.arguments.last?.label?.name == "by" else { return nil }
        let name = site.name
        let isOrder = name == "lexicographicallyPrecedes"
        guard isOrder || site.arguments.count == 2 else { return nil }
        let other = sequenceArgument(first.value, element: element, method: name)
        var extra = [other]
        if site.arguments.count == 2 {
            extra.append(sequenceClosure(site, 1, [element, element], .bool).node)
        } else if !conforms(element, toBuiltin: "Comparable"), element != .error {
            error("referencing instance method '\(name)' on 'Sequence' requires that '\(element)' conform to 'Comparable'",
                  site.nameRange ?? site.range)
        }
        return sequenceCall(site, .bool, extra) { values, interpreter, line in
            let mine = try Sequences.elements(of: values[0], line: line)
            let theirs = try Sequences.elements(of: values[1], line: line)
            let relation = values.count > 2 ? Checker.ordering(values[2], interpreter, line)
                : StaticWitness.ordering(interpreter, unsigned: element.isWideUnsigned, line: line)
            switch name {
            case "lexicographicallyPrecedes":
                for (a, b) in zip(mine, theirs) {
                    if try relation(a, b) { return .bool(true) }
                    if try relation(b, a) { return .bool(false) }
                }
                return .bool(mine.count < theirs.count)
            case "starts":
                for (a, b) in zip(mine, theirs) where try !relation(a, b) { return .bool(false) }
                return .bool(theirs.count <= mine.count)
            default:
                for (a, b) in zip(mine, theirs) where try !relation(a, b) { return .bool(false) }
                return .bool(mine.count == theirs.count)
            }
        }
    }
}
