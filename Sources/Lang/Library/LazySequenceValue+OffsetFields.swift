extension LazySequenceValue {
    /// Swift's text for the fields of a wrapper that Lang holds as offsets where Swift holds
    /// indices: a `Slice` of a `ClosedRange<Int>` (whose indices Swift shows as `inRange(n)` and
    /// `pastEnd`) and the `DefaultIndices` of a String or Substring (whose indices Swift shows as
    /// UTF-8 offsets, the start as `0[any]`); nil for other wrappers, shown field by field.
    /// `nested` is the printer's text for a value nested in another's.
    static func offsetFieldsText(_ kind: Kind, fields: [Value], arguments: [SwiftType],
                                 nested: (Value, SwiftType) throws -> String) rethrows -> String? {
        guard fields.count == 3, let baseType = arguments.first else { return nil }
        switch (kind, baseType) {
        case (.slice, .range(.int, closed: true)):
            guard let (start, end) = closedRangeIndices(fields[2], fields[0], fields[1]) else { return nil }
            return "_startIndex: \(start), _endIndex: \(end), _base: " + (try nested(fields[2], baseType))
        case (.indices, .range(.int, closed: true)):
            guard let (start, end) = closedRangeIndices(fields[0], fields[1], fields[2]) else { return nil }
            return "_elements: " + (try nested(fields[0], baseType)) + ", _startIndex: \(start), _endIndex: \(end)"
        case (.indices, .string), (.indices, .substring):
            guard fields[0].stringValue != nil, let start = fields[1].intValue, let end = fields[2].intValue else { return nil }
            // The bounds are Character offsets in the text; Swift shows its UTF-8 positions.
            // Swift's start of a String is encoding-independent; every other index is a UTF-8 one.
            func index(_ offset: Int, isStart: Bool) -> String {
                let index = Checker.textIndex(fields[0], character: offset)
                return isStart ? Checker.textIndexDescription(index) : "\(index)[utf8]"
            }
            return "_elements: " + (try nested(fields[0], baseType))
                + ", _startIndex: \(index(start, isStart: true)), _endIndex: \(index(end, isStart: false))"
        default:
            return nil
        }
    }

    /// Swift's nested text of two `ClosedRange<Int>.Index`es of `range` held as offsets:
    /// `inRange(n)` for an element's, `pastEnd` for the end's.
    private static func closedRangeIndices(_ range: Value, _ start: Value, _ end: Value) -> (String, String)? {
        guard case .range(.int(let lower), .int(let upper), _) = range.unboxed, let start = start.intValue,
              let end = end.intValue else { return nil }
        let count = upper >= lower ? upper - lower + 1 : 0
        func index(_ offset: Int) -> String {
            "(extension in Swift):Swift.ClosedRange<Swift.Int>.Index." + (offset < count ? "inRange(\(lower + offset))" : "pastEnd")
        }
        return (index(start), index(end))
    }
}
