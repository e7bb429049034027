/// One-sided ranges as library generic types (`PartialRangeFrom<Int>`, `PartialRangeUpTo<Int>`,
/// `PartialRangeThrough<Int>`, declared in the prelude) rather than a SwiftType case of their own:
/// a value is a `.range` whose missing end is `.null` at run time, as it always was, and where a
/// member, a loop, `zip` or a generic `RangeExpression` reads one, the checker views it as the
/// `ClosedRange` or `Range` it stands for (`partialRangeView`), so every rule that reads a range
/// reads it unchanged. A subscript's index and a pattern (a context that wants a range of its
/// bound's type) take that view directly.
extension Checker {
    /// The type of a one-sided range of `kind` over `bound`, given the type its context expects.
    func partialRangeType(_ kind: PartialRangeKind, bound: SwiftType, expected: SwiftType?) -> SwiftType {
        let viewed = SwiftType.range(bound, closed: kind.isClosed)
        if let expected, wantsRangeView(expected.unwrappingOptionals) { return viewed }
        guard let decl = libraryWrapperDecl(kind.rawValue, { PartialRangeKind($0) == kind }) else { return viewed }
        return .nominal(decl, [bound])
    }

    /// The bound type a one-sided range's context asks for (`Double` in `let r:
    /// PartialRangeFrom<Double> = 2...`), else nil.
    func partialRangeBound(_ expected: SwiftType?) -> SwiftType? {
        guard case .nominal(let decl, let arguments)? = expected?.unwrappingOptionals, PartialRangeKind(decl) != nil else { return nil }
        return arguments.first
    }

    /// `typed` seen as the two-sided range type its value stands for at run time: a one-sided
    /// range's `ClosedRange` or `Range`, a `RangeExpression` parameter's `Range` of its `Bound`
    /// (`contains` reads whether the value is closed from the value); nil for any other type.
    func partialRangeView(_ typed: Typed) -> Typed? {
        switch typed.type {
        case .nominal(let decl, let arguments):
            guard let kind = PartialRangeKind(decl), let bound = arguments.first else { return nil }
            return Typed(typed.node, .range(bound, closed: kind.isClosed))
        case .generic(let parameter):
            guard let expression = builtinProtocol("RangeExpression"),
                  parameter.constraints.contains(where: { environment.conformances.conforms($0, to: expression) }),
                  let bound = associatedMember("Bound", of: parameter) else { return nil }
            return Typed(typed.node, .range(bound, closed: false))
        default:
            return nil
        }
    }

    /// A subscript's index: a one-sided range held in a variable (`let from = 3...; xs[from]`)
    /// as the range it cuts with, as a literal one is typed there.
    func indexExpression(_ argument: Expr, expected: SwiftType) -> Typed {
        let index = expression(argument, expected: expected)
        guard case .nominal = index.type, let view = partialRangeView(index) else { return index }
        return view
    }

    /// Whether a member named `name` is one the viewed range's type lacks in Swift: a lower
    /// bound's `upperBound`, an upper bound's `lowerBound`.
    func partialRangeLacks(_ typed: Typed, member name: String) -> Bool {
        guard let kind = typed.type.nominalDecl.flatMap(PartialRangeKind.init) else { return false }
        return name == (kind == .from ? "upperBound" : "lowerBound")
    }

    /// Whether `expected` wants a range of its own type's values (a subscript's Int, String.Index
    /// or collection index, a pattern's number, Character or Unicode.Scalar subject).
    private func wantsRangeView(_ expected: SwiftType) -> Bool {
        switch expected {
        case .int, .double, .float, .cgFloat, .fixedInt, .character, .stringIndex, .offsetIndex: return true
        default: return unicodeScalarDecl(expected) != nil
        }
    }
}

/// The three one-sided range types, by the prelude declaration's name.
enum PartialRangeKind: String {
    case from = "PartialRangeFrom", upTo = "PartialRangeUpTo", through = "PartialRangeThrough"

    /// The kind of the library's declaration `decl`, or nil for any other type.
    init?(_ decl: NominalDecl) {
        guard decl.module == "Swift", decl.parent == nil else { return nil }
        self.init(rawValue: decl.name)
    }

    /// Whether its range includes its bound (`2...`, `...5`) or stops before it (`..<5`).
    var isClosed: Bool { self != .upTo }
}

extension Checker {
    /// `range.relative(to: collection)` of an integer range (one-sided or not): the half-open
    /// `Range<Int>` of the collection's positions it stands for, a missing end taken from the
    /// collection's `startIndex` or `endIndex`.
    func relativeRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, case .range(.int, _) = base.type, site.arguments.count == 1,
              site.arguments[0].label?.name == "to" else { return nil }
        let given = expression(site.arguments[0].value, expected: nil)
        guard sequenceElement(given.type) != nil || userSequenceElement(given.type) != nil else { return nil }
        let collection = userSequenceElements(given, line: site.line) ?? genericSequenceElements(given, line: site.line) ?? given
        return Typed(BuiltinCall(arguments: [base.node, collection.node], line: site.line) { values, _, line in
            guard case .range(let lower, let upper, let closed) = values[0] else {
                throw RuntimeError("relative(to:) of a value that is no range", line: line)
            }
            let start = Checker.startOffset(of: values[1])
            let low = lower.intValue ?? start
            var high = try upper.intValue ?? start + Sequences.elements(of: values[1], line: line).count
            if closed, upper.intValue != nil {
                guard high < Int.max else { throw RuntimeError("Range requires lowerBound <= upperBound", line: line) }
                high += 1
            }
            guard low <= high else { throw RuntimeError("Range requires lowerBound <= upperBound", line: line) }
            return .range(.int(low), .int(high), closed: false)
        }, .range(.int, closed: false))
    }
}

extension Checker {
    /// `R.Bound` of a generic parameter constrained to `RangeExpression`: a parameter of its own,
    /// `Comparable`, made on first use (a `where R.Bound == Int` clause fixes it); nil otherwise.
    func rangeExpressionBound(of parameter: TypeParameter) -> SwiftType? {
        guard let expression = builtinProtocol("RangeExpression"),
              parameter.constraints.contains(where: { environment.conformances.conforms($0, to: expression) }) else { return nil }
        let bound = TypeParameter(name: "\(parameter.name).Bound", constraints: builtinProtocol("Comparable").map { [$0] } ?? [])
        parameter.associatedTypes["Bound"] = bound
        return .generic(bound)
    }
}
