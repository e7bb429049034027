/// The index moves and searches of a half-open range of a program's `Strideable` type with an
/// integer `Stride`, whose indices are its values (`Range<Bound>.Index` is `Bound`), as Swift's
/// `Range` defines them: `index(after:)` is `advanced(by: 1)`, `index(before:)`
/// `advanced(by: -1)`, `index(_:offsetBy:)` one `advanced(by:)`, `distance(from:to:)` the
/// type's `distance(to:)`, and `firstIndex(of:)` the value itself when the range contains it.
extension Checker {
    /// Such a call on such a range; nil for other calls and values.
    func strideableRangeIndexCall(_ base: Typed, name: Identifier, arguments: [Argument], range: SourceRange) -> Typed? {
        guard case .range(let bound, closed: false) = base.type, strideableRangeElements(base, line: range.line) != nil else { return nil }
        let selector = name.name + "(" + arguments.map { ($0.label?.name ?? "_") + ":" }.joined() + ")"
        let parameters: [SwiftType]
        let result: SwiftType
        switch selector {
        case "index(after:)", "index(before:)": (parameters, result) = ([bound], bound)
        case "index(_:offsetBy:)": (parameters, result) = ([bound, .int], bound)
        case "distance(from:to:)": (parameters, result) = ([bound, bound], .int)
        case "firstIndex(of:)", "lastIndex(of:)": (parameters, result) = ([bound], .optional(bound))
        default: return nil
        }
        let nodes = zip(arguments, parameters).map { argument, type in
            coerce(expression(argument.value, expected: type), to: type, at: caret(argument.value), role: .argument)
        }
        return Typed(BuiltinCall(arguments: [base.node] + nodes, line: range.line) { values, interpreter, line in
            guard case .range(let lower, let upper, _) = values[0].unboxed else { throw RuntimeError("not a range", line: line) }
            func call(_ method: String, on receiver: Value, _ argument: Value) throws -> Value {
                try GenericIndexBase.strideWitness(method, on: receiver, argument, interpreter, line: line)
            }
            switch selector {
            case "index(after:)": return try call("advanced(by:)", on: values[1], .int(1))
            case "index(before:)": return try call("advanced(by:)", on: values[1], .int(-1))
            case "index(_:offsetBy:)": return try call("advanced(by:)", on: values[1], values[2])
            case "distance(from:to:)": return try call("distance(to:)", on: values[1], values[2])
            default:
                // `lowerBound <= x && x < upperBound`, through the type's `<`.
                let contains = try !StaticWitness.compare(.less, values[1], lower, interpreter, line: line)
                    && StaticWitness.compare(.less, values[1], upper, interpreter, line: line)
                return contains ? Value.wrapping(values[1]) : .null
            }
        }, result)
    }
}
