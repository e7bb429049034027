/// The cuts and positions of a half-open range of a program's `Strideable` type with an integer
/// `Stride`: a `Range` is its own `SubSequence` and its values are its own indices, so
/// `prefix(2)` of `d0..<d7` is `d0..<d2`, `startIndex` is the lower bound and `indices` the range.
extension Checker {
    /// `prefix(_:)`, `suffix(_:)`, `dropFirst(_:)` or `dropLast(_:)` of such a range: the range
    /// between the values the cut keeps; nil for other calls and values.
    func strideableRangeCut(_ base: Typed, name: Identifier, arguments: [Argument], range: SourceRange) -> Typed? {
        guard case .range(_, closed: false) = base.type, Self.cutNames.contains(name.name), arguments.count <= 1,
              arguments.first?.label == nil, strideableRangeElements(base, line: range.line) != nil else { return nil }
        let name = name.name
        guard let count = arguments.first.map({ coerce(expression($0.value, expected: .int), to: .int, at: caret($0.value), role: .argument) })
                ?? (name.hasPrefix("drop") ? Constant(.int(1), line: range.line) : nil) else { return nil }
        return Typed(BuiltinCall(arguments: [base.node, count], line: range.line) { values, interpreter, line in
            guard case .range(let lower, let upper, _) = values[0].unboxed, let k = values[1].intValue else {
                throw RuntimeError("not a range", line: line)
            }
            guard k >= 0 else { throw RuntimeError(Self.negativeCutMessage(name), line: line) }
            let all = try Self.rangeSteps(from: lower, to: upper, closed: false, interpreter, line: line)
            // The position `offset` values in: a value, or the upper bound past the last.
            func position(_ offset: Int) -> Value {
                let clamped = Swift.max(0, offset)
                return clamped < all.count ? all[clamped] : upper
            }
            switch name {
            case "prefix": return .range(lower, position(k), closed: false)
            case "dropFirst": return .range(position(k), upper, closed: false)
            case "suffix": return .range(position(all.count - k), upper, closed: false)
            default: return .range(lower, position(all.count - k), closed: false)
            }
        }, base.type)
    }

    /// `startIndex`, `endIndex` or `indices` of such a range: its bounds, or itself; nil for other
    /// members and values.
    func strideableRangePosition(_ base: Typed, name: Identifier, range: SourceRange) -> Typed? {
        guard case .range(let bound, closed: false) = base.type, name.argumentLabels == nil,
              ["startIndex", "endIndex", "indices"].contains(name.name), strideableRangeElements(base, line: range.line) != nil
        else { return nil }
        let name = name.name
        return Typed(BuiltinProperty(base.node, line: range.line) { value, line in
            guard case .range(let lower, let upper, _) = value.unboxed else { throw RuntimeError("not a range", line: line) }
            return name == "startIndex" ? lower : name == "endIndex" ? upper : value
        }, name == "indices" ? base.type : bound)
    }

    private static let cutNames: Set<String> = ["prefix", "suffix", "dropFirst", "dropLast"]

    /// Swift's precondition message for a cut of negative length.
    private static func negativeCutMessage(_ name: String) -> String {
        switch name {
        case "prefix": "Can't take a prefix of negative length from a collection"
        case "suffix": "Can't take a suffix of negative length from a collection"
        default: "Can't drop a negative number of elements from a collection"
        }
    }
}
