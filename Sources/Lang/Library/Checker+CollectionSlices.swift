/// The cuts of a Set, a Dictionary or a `ClosedRange<Int>` (`prefix`, `suffix`, `dropFirst`,
/// `dropLast`) and the `indices` of a String, a Set, a Dictionary or a `ClosedRange<Int>`, as swiftc types them: a
/// `Slice<Set<Int>>` and a `DefaultIndices<String>` (LazySequenceValue, whose own cuts are
/// `DefaultIndices` too), read as the array of their elements wherever a sequence is read.
extension Checker {
    /// A cut of a Set, a Dictionary or a `ClosedRange<Int>` keeping `count` elements at one end or
    /// dropping them: a `Slice` of it; nil for other bases or without the library.
    func wrappedSlice(_ site: BuiltinSite, _ base: Typed, count: Expression) -> Typed? {
        if let cut = indicesCut(site, base, count: count) { return cut }
        switch base.type {
        case .set, .dictionary, .range(.int, closed: true): break
        default: return nil
        }
        guard let decl = libraryWrapperDecl("Slice", { LazySequenceValue.kind(of: $0) == .slice }) else { return nil }
        let name = site.name
        return recordingSliceCall(sequenceCall(site, .nominal(decl, [base.type]), [count]) { values, _, line in
            guard case .int(let n) = values[1], n >= 0 else {
                throw RuntimeError("Can't take a prefix of negative length from a collection", line: line)
            }
            if name == "prefix", case .range(.int, .null, _) = values[0].unboxed {
                // `(1...).prefix(3)`: an endless range keeps its first `n` values.
                return .structValue(decl, [.int(0), values[1], values[0]])
            }
            let (start, end) = Checker.cutOffsets(name, count: n, of: try Checker.elementCount(values[0], line: line))
            return .structValue(decl, [.int(start), .int(end), values[0]])
        }, name)
    }

    /// The element offsets `start..<end` that `prefix`, `suffix`, `dropFirst` or `dropLast` (`cut`)
    /// of `count` elements keeps of a collection of `total` elements; `count` is not negative.
    static func cutOffsets(_ cut: String, count: Int, of total: Int) -> (start: Int, end: Int) {
        let kept = Swift.min(count, total)
        switch cut {
        case "prefix": return (0, kept)
        case "suffix": return (total - kept, total)
        case "dropFirst": return (kept, total)
        default: return (0, total - kept)
        }
    }

    /// `prefix(_:)`, `suffix(_:)`, `dropFirst(_:)` or `dropLast(_:)` called on a `DefaultIndices`,
    /// typed before the wrapper is read as an array; nil for other calls.
    func defaultIndicesCutMethod(_ base: Typed, name: Identifier, arguments: [Argument], expected: SwiftType?,
                                 range: SourceRange) -> Typed? {
        guard case .nominal(let decl, _) = base.type, LazySequenceValue.kind(of: decl) == .indices,
              ["prefix", "suffix", "dropFirst", "dropLast"].contains(name.name), arguments.count <= 1,
              arguments.first?.label == nil, !(arguments.isEmpty && (name.name == "prefix" || name.name == "suffix")) else {
            return nil
        }
        // `prefix { … }` is `prefix(while:)`, which is no cut by a count.
        if case .closure? = arguments.first?.value.kind { return nil }
        return sliceRule(BuiltinSite(name: name.name, base: base, basePlace: nil, type: nil, arguments: arguments,
                                     expected: expected, range: range, nameRange: name.range))
    }

    /// A cut of a `DefaultIndices` (`s.indices.dropFirst()`): a `DefaultIndices` again, its
    /// `SubSequence`, between moved start and end indices; nil for other bases.
    private func indicesCut(_ site: BuiltinSite, _ base: Typed, count: Expression) -> Typed? {
        guard case .nominal(let decl, _) = base.type, LazySequenceValue.kind(of: decl) == .indices else { return nil }
        let name = site.name
        return recordingSliceCall(sequenceCall(site, base.type, [count]) { values, _, line in
            guard case .int(let n) = values[1], n >= 0 else {
                throw RuntimeError("Can't take a prefix of negative length from a collection", line: line)
            }
            guard case .structValue(_, let fields) = values[0].unboxed, fields.count == 3,
                  let start = fields[1].intValue, let end = fields[2].intValue else {
                throw RuntimeError("malformed DefaultIndices", line: line)
            }
            let kept = Swift.min(n, Swift.max(0, end - start))
            let (from, to): (Int, Int)
            switch name {
            case "prefix": (from, to) = (start, start + kept)
            case "suffix": (from, to) = (end - kept, end)
            case "dropFirst": (from, to) = (start + kept, end)
            default: (from, to) = (start, end - kept)
            }
            return .structValue(decl, [fields[0], .int(from), .int(to)])
        }, name)
    }

    /// `indices` of a String, a Substring, a Set, a Dictionary or a `ClosedRange<Int>`: a `DefaultIndices` of it, from
    /// its start index to its end index; nil for other bases or without the library.
    func defaultIndices(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base else { return nil }
        switch base.type {
        case .string, .substring, .set, .dictionary, .range(.int, closed: true): break
        default: return nil
        }
        guard let decl = libraryWrapperDecl("DefaultIndices", { LazySequenceValue.kind(of: $0) == .indices }) else { return nil }
        // Its bounds are element offsets; a text's indices (UTF-8 positions) are found as it is walked.
        return Typed(BuiltinProperty(base.node, line: site.line) { value, line in
            .structValue(decl, [value, .int(0), .int(try Checker.elementCount(value, line: line))])
        }, .nominal(decl, [base.type]))
    }

    /// The number of elements of a collection value; a `ClosedRange<Int>`'s from its bounds.
    static func elementCount(_ value: Value, line: Int) throws -> Int {
        guard case .range(.int(let lower), .int(let upper), let closed) = value.unboxed else { return try count(value.unboxed, line: line) }
        guard upper >= lower else { return 0 }
        let (span, overflow) = upper.subtractingReportingOverflow(lower)
        guard !overflow, !closed || span < Int.max else { throw RuntimeError(IntegerArithmetic.overflow, line: line) }
        return closed ? span + 1 : span
    }
}
