extension Checker {
    /// The format with each positional conversion (`%2$@`, `%1$.2f`) made a plain one and the
    /// arguments in the order the conversions take them, as Foundation reads `n$`; a format
    /// without positions is returned as it is. A position past the arguments keeps its
    /// conversion with no argument, which the conversion check then reports.
    static func positionalArguments(_ format: String, _ values: [Value]) -> (String, [Value]) {
        guard format.contains("$") else { return (format, values) }
        var result = ""
        var ordered: [Value] = []
        var next = 0
        var scalars = format.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "%" else { result.unicodeScalars.append(scalar); continue }
            var digits = ""
            var current = scalars.next()
            while let found = current, found.properties.numericType != nil, found.isASCII {
                digits.unicodeScalars.append(found)
                current = scalars.next()
            }
            var index = next
            result += "%"
            if current == "$", let position = Int(digits), position >= 1 {
                index = position - 1
                current = scalars.next()
            } else {
                result += digits
            }
            guard let found = current else { break }
            result.unicodeScalars.append(found)
            if found == "%" && digits.isEmpty { continue }
            if index < values.count { ordered.append(values[index]) }
            next = index + 1
        }
        return (result, ordered)
    }
}

extension Checker {
    /// Whether a value of `type` may be a `String(format:)` argument: Foundation's `CVarArg`
    /// types are the numbers, `Bool` and `String`, not a `Character`, `Substring`, collection or
    /// a program's own type. An optional, a generic or an existential is left to the run time.
    static func isFormatArgument(_ type: SwiftType) -> Bool {
        switch type {
        case .character, .substring, .array, .arraySlice, .dictionary, .set, .range, .tuple, .function,
             .stringIndex, .offsetIndex, .void, .metatype:
            return false
        case .nominal(let decl, _):
            return decl.kind == .protocol
        default:
            return true
        }
    }
}
