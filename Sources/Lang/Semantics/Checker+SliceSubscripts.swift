/// Subscripts that keep Swift's indices: an array cut by a range is an `ArraySlice` whose indices
/// are the array's (`xs[2...][2]` is `xs[2]`), and a String is read by `String.Index`, a position
/// held at run time as its Character offset (`s[s.startIndex]`, `s[i..<j]`), never by an Int.
extension Checker {
    /// `array[range]` (`base` an array or an `ArraySlice`): a slice keeping the base's indices.
    /// A generic parameter's text is cut by its `String.Index`es (Checker+GenericIndices.swift).
    func arraySliceSubscript(_ base: Typed, _ index: Typed, element: SwiftType, closed: Bool, line: Int) -> Typed {
        Typed(BuiltinCall(arguments: [indexBase(base, reading: .position), index.node], line: line) { values, interpreter, line in
            if values[0].stringValue != nil { return try Checker.textElementSlice(values[0], values[1], closed: closed, line: line) }
            // A lazy filter is cut by its base's positions (GenericIndexBase+BasePositions.swift).
            let (elements, bounds) = try GenericIndexBase.keptOffsets(values[0], values[1], interpreter, line: line)
            return try Checker.slice(elements, bounds, closed: closed, line: line)
        }, .arraySlice(element))
    }

    /// `slice[i]` or `slice[a..<b]` of an `ArraySlice`, by the indices of the array it was cut from.
    func sliceSubscript(_ base: Typed, _ argument: Argument, element: SwiftType, bracket: SourceRange, line: Int) -> Typed {
        let index = indexExpression(argument.value, expected: .int)
        if case .range(.int, let closed) = index.type {
            return arraySliceSubscript(base, index, element: element, closed: closed, line: line)
        }
        guard converts(index.type, to: .int) else {
            error("no exact matches in call to subscript", bracket)
            return Typed(base.node, .error)
        }
        let position = coerce(index, to: .int, at: caret(argument.value), role: .argument)
        return Typed(BuiltinCall(arguments: [indexBase(base, reading: .position), position], line: line) { values, interpreter, line in
            // A generic parameter's text is read by its `String.Index`es (Checker+GenericIndices.swift).
            if values[0].stringValue != nil { return try Checker.character(of: values[0], at: values[1], what: "String", line: line) }
            // A lazy filter by its base's positions (GenericIndexBase+BasePositions.swift).
            if LazyPositions.holdsClosures(values[0]) {
                return try GenericIndexBase.element(of: values[0], at: values[1], interpreter, line: line)
            }
            // A program's own collection by its own subscript (GenericIndexBase+OwnCollections.swift).
            if GenericIndexBase.isOwnCollection(values[0], interpreter) {
                return try GenericIndexBase.ownElement(values[0], at: values[1], interpreter, line: line)
            }
            guard case .slice(let elements, let start) = values[0], case .int(let index) = values[1] else {
                throw RuntimeError("slice subscript of the wrong type", line: line)
            }
            let (offset, overflow) = index.subtractingReportingOverflow(start)
            guard !overflow, offset >= 0, offset < elements.count else { throw RuntimeError("Index out of bounds", line: line) }
            return elements[offset]
        }, element)
    }

    /// The elements of an array or slice between two of its indices, as an `ArraySlice`.
    static func slice(_ array: Value, _ range: Value, closed: Bool, line: Int) throws -> Value {
        guard let elements = array.arrayElements, case .range(let lowerValue, let upperValue, _) = range else {
            throw RuntimeError("slice of the wrong type", line: line)
        }
        var start = 0
        if case .slice(_, let startIndex) = array { start = startIndex }
        let end = start + elements.count
        let lower = lowerValue.intValue ?? start
        var upper = upperValue.intValue ?? end
        if case .null = upperValue { upper = end } else if closed {
            guard upper < Int.max else { throw RuntimeError("Range requires lowerBound <= upperBound", line: line) }
            upper += 1
        }
        guard lower >= start, upper <= end, lower <= upper else { throw RuntimeError("Array index is out of range", line: line) }
        return .slice(Array(elements[(lower - start)..<(upper - start)]), startIndex: lower)
    }

    /// `s[i]` and `s[i..<j]` of a String or Substring, by `String.Index`; an Int is swiftc's error.
    func stringSubscript(_ base: Typed, _ argument: Argument, range: SourceRange, bracket: SourceRange) -> Typed {
        let line = range.line
        let index = indexExpression(argument.value, expected: .stringIndex)
        switch index.type {
        case .stringIndex:
            let what = base.type == .substring ? "Substring" : "String"
            return Typed(BuiltinCall(arguments: [base.node, index.node], line: line) { values, _, line in
                try Checker.character(of: values[0], at: values[1], what: what, line: line)
            }, .character)
        case .range(.stringIndex, let closed):
            return stringRangeSubscript(base, index, closed: closed, line: line)
        case .error:
            return Typed(base.node, .error)
        case let type where type.isInteger:
            error("'subscript(_:)' is unavailable: cannot subscript String with an Int, use a String.Index instead.", range)
        case .range(let bound, _) where bound.isInteger:
            error("'subscript(_:)' is unavailable: cannot subscript String with an integer range, use a String.Index range instead.", range)
        default:
            error("no exact matches in call to subscript", bracket)
        }
        return Typed(base.node, .error)
    }

    /// `xs[...]` or `s[...]` (`UnboundedRange`): the whole collection as its slice, keeping its
    /// indices; nil unless the subscript's one argument is a lone `...` of an array or text.
    func unboundedSubscript(_ base: Typed, _ arguments: [Argument], line: Int) -> Typed? {
        guard arguments.count == 1, arguments[0].label == nil, case .identifier(let name, let generics) = arguments[0].value.kind,
              name.name == "...", generics.isEmpty else { return nil }
        switch base.type {
        case .array(let element), .arraySlice(let element):
            let whole = Typed(Constant(.range(.null, .null, closed: false), line: line), .range(.int, closed: false))
            return arraySliceSubscript(base, whole, element: element, closed: false, line: line)
        case .string, .substring:
            let whole = Typed(Constant(.range(.null, .null, closed: false), line: line), .range(.stringIndex, closed: false))
            return stringRangeSubscript(base, whole, closed: false, line: line)
        default:
            return nil
        }
    }

    /// `s[i..<j]`, `s[i...]`, `s[..<j]` or `s[...]` of a String or Substring: the Substring
    /// between two of its indices (an open bound is its own start or end).
    func stringRangeSubscript(_ base: Typed, _ index: Typed, closed: Bool, line: Int) -> Typed {
        Typed(BuiltinCall(arguments: [base.node, index.node], line: line) { values, _, line in
            try Checker.textSlice(values[0], values[1], closed: closed, line: line)
        }, .substring)
    }

    /// The Character of String or Substring `value` at `index`; an index at or past its end traps.
    static func character(of value: Value, at index: Value, what: String, line: Int) throws -> Value {
        let text = stringText(value)
        guard let position = textPosition(index.intValue ?? Int.min, in: text, first: value.textStart),
              position < text.endIndex else { throw RuntimeError("\(what) index is out of bounds", line: line) }
        return .character(text[position])
    }

    /// The Substring of String or Substring `value` between the bounds of `range` (an open bound
    /// its own start or end).
    static func textSlice(_ value: Value, _ range: Value, closed: Bool, line: Int) throws -> Value {
        let text = stringText(value)
        guard case .range(let lowerValue, let upperValue, _) = range else { return .string("") }
        // The bounds are the base's indices, UTF-8 positions from this text's first.
        let first = value.textStart
        let endIndex = first + text.utf8.count
        guard let start = textPosition(lowerValue.intValue ?? first, in: text, first: first),
              var end = textPosition(upperValue.intValue ?? endIndex, in: text, first: first), start <= end else {
            throw RuntimeError("String index range is out of bounds", line: line)
        }
        if closed, upperValue.intValue != nil {
            guard end < text.endIndex else { throw RuntimeError("String index range is out of bounds", line: line) }
            end = text.index(after: end)
        }
        return Value.substring(String(text[start..<end]), from: textIndex(start, in: text, first: first))
    }
}
