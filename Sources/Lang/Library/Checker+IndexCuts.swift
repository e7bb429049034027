/// `suffix(from:)`, `prefix(upTo:)` and `prefix(through:)` of an array, slice, String or
/// Substring: the slice a range subscript from or to the index gives, with its traps.
extension Checker {
    /// The cuts' declarations: a slice answers them itself, by its base's indices.
    static let indexCutDeclarations = Set(StandardLibrary.indexCuts.map(\.declaration))

    func indexCutRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, site.arguments.count == 1, let label = site.arguments[0].label?.name else { return nil }
        let isSuffix = site.name == "suffix"
        guard isSuffix ? label == "from" : label == "upTo" || label == "through" else { return nil }
        let closed = label == "through"
        let result: SwiftType
        switch base.type {
        case .string, .substring: result = .substring
        case .array(let element), .arraySlice(let element): result = .arraySlice(element)
        default: return nil
        }
        let indexType = Self.indexType(of: base.type)
        guard let nodes = simpleArguments(site.arguments, [(label, indexType)], range: site.range) else { return Typed(base.node, .error) }
        return recordingSliceCall(Typed(BuiltinCall(arguments: [indexBase(base, reading: .position)] + nodes, line: site.line) { values, interpreter, line in
            // The index as one bound of a range, the other bound open (the collection's own end).
            let bounds: Value = isSuffix ? .range(values[1], .null, closed: false) : .range(.null, values[1], closed: closed)
            // A generic parameter's text is cut by its `String.Index`es (Checker+GenericIndices.swift).
            if result != .substring, values[0].stringValue != nil {
                return try Checker.textElementSlice(values[0], bounds, closed: closed, line: line)
            }
            guard result == .substring else {
                // A lazy filter is cut by its base's positions (GenericIndexBase+BasePositions.swift).
                let (elements, kept) = try GenericIndexBase.keptOffsets(values[0], bounds, interpreter, line: line)
                return try Checker.slice(elements, kept, closed: closed, line: line)
            }
            let (text, first) = (Checker.stringText(values[0]), values[0].textStart)
            guard let position = Checker.textPosition(values[1].intValue ?? Int.min, in: text, first: first),
                  position < text.endIndex || (position == text.endIndex && !closed) else {
                throw RuntimeError("String index is out of bounds", line: line)
            }
            let (lower, upper) = isSuffix ? (position, text.endIndex) : (text.startIndex, closed ? text.index(after: position) : position)
            return Value.substring(String(text[lower..<upper]), from: Checker.textIndex(lower, in: text, first: first))
        }, result), site.name)
    }

    /// `prefix`, `suffix`, `dropFirst` or `dropLast` of a `Range<Int>`: a Range again, as a
    /// Range is its own SubSequence (`(0..<10).suffix(3)` is `7..<10`), worked out from its bounds;
    /// nil for other bases and where the context wants Sequence's array.
    func rangeCut(_ site: BuiltinSite, _ base: Typed) -> Typed? {
        guard case .range(.int, closed: false) = base.type, site.arguments.count <= 1,
              site.expected?.unwrappingOptionals != .array(.int) else { return nil }
        let name = site.name
        let count = site.arguments.first.map {
            coerce(expression($0.value, expected: .int), to: .int, at: caret($0.value), role: .argument)
        } ?? Constant(.int(1), line: site.line)
        return Typed(BuiltinCall(arguments: [base.node, count], line: site.line) { values, _, line in
            guard case .range(let lowerValue, let upperValue, _) = values[0], let lower = lowerValue.intValue,
                  let upper = upperValue.intValue, let n = values[1].intValue else { return values[0] }
            guard n >= 0 else { throw RuntimeError("Can't take a prefix of negative length from a collection", line: line) }
            let kept = Swift.min(n, upper - lower)
            switch name {
            case "prefix": return .range(.int(lower), .int(lower + kept), closed: false)
            case "suffix": return .range(.int(upper - kept), .int(upper), closed: false)
            case "dropFirst": return .range(.int(lower + kept), .int(upper), closed: false)
            default: return .range(.int(lower), .int(upper - kept), closed: false)
            }
        }, base.type)
    }
}
