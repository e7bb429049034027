/// The type a literal initial result takes in `reduce(_:_:)` and `reduce(into:_:)`.
extension Checker {
    /// The `Result` type swiftc picks for a literal-only `initial` (or nil to type it as usual):
    /// the literal's default type when the combining function type-checks with it, else the
    /// first other type the literal can be whose combining function type-checks — the elements'
    /// type first (`doubles.reduce(0) { $0 + $1 }` is a `Double`, `doubles.reduce(0) { n, _ in n + 1 }`
    /// an `Int`, `doubles.reduce(into: 0) { $0 += $1 }` a `Double`, `decimals.reduce(0, +)` a
    /// `Decimal`), then the floating-point types,
    /// which only the closure names (`rows.reduce(0) { $0 + $1.reduce(0, +) }` over `[[Double]]`).
    func accumulatorLiteralType(_ initial: Expr, combiner: Argument, element: SwiftType, isInto: Bool) -> SwiftType? {
        if isInto, let collection = emptyCollectionResult(initial, combiner: combiner, element: element) { return collection }
        guard isLiteralOnly(initial) else { return nil }
        let literal = Checker(probing: self).expression(initial, expected: nil).type
        guard literal == .int || literal.isFloatingPoint else { return nil }
        // A program's or the library's type takes the literal when it conforms to the literal's
        // protocol (`decimals.reduce(0, +)` is a `Decimal`).
        let literalProtocol = literal == .int ? "ExpressibleByIntegerLiteral" : "ExpressibleByFloatLiteral"
        let elementTakesLiteral = (literal == .int
            ? element.isNumeric || genericParameter(element, conformingTo: "Numeric") != nil
            : element.isFloatingPoint) || (element.nominalDecl != nil && conforms(element, toBuiltin: literalProtocol))
        func fits(_ result: SwiftType) -> Bool {
            let probe = Checker(probing: self)
            _ = probe.closureArgument(combiner, parameters: [result, element], result: isInto ? .void : result, firstIsInout: isInto)
            return !probe.diagnostics.contains { $0.severity == .error }
        }
        if fits(literal) { return nil }
        var candidates: [SwiftType] = elementTakesLiteral ? [element] : []
        candidates += [.double, .cgFloat, .float].filter { !candidates.contains($0) && $0 != literal }
        return candidates.first(where: fits)
    }

    /// The type of an empty `[]` or `[:]` in `reduce(into:_:)`, which swiftc infers from the closure:
    /// the first accumulator whose update type-checks, among the element's type, the types of its
    /// stored properties and the usual ones — for `[]` arrays of the element (`$0.append($1 * 2)`),
    /// then of the others (`$0.append(String($1))`, `$0.append($1.name)`); for `[:]` keys of the
    /// element's type, Int, String, Character, Bool or a property's, and values Int, `[Element]`,
    /// Double, String, the element, `Set<Element>`, Bool or a property's type or array of it
    /// (`$0[$1, default: 0] += 1`, grouping with `$0[$1.count, default: []].append($1)`,
    /// `$0[$1.name] = $1`). Nil for any other initial value, or when none fits.
    private func emptyCollectionResult(_ initial: Expr, combiner: Argument, element: SwiftType) -> SwiftType? {
        if case .tuple = initial.kind { return tupleAccumulatorResult(initial, combiner: combiner, element: element) }
        return emptyCollectionCandidates(initial, element: element)?.first { candidate in
            let probe = Checker(probing: self)
            _ = probe.closureArgument(combiner, parameters: [candidate, element], result: .void, firstIsInout: true)
            return !probe.diagnostics.contains { $0.severity == .error }
        }
    }

    /// The accumulators an empty `[]` or `[:]` may be, most likely first (`emptyCollectionResult`).
    func emptyCollectionCandidates(_ initial: Expr, element: SwiftType) -> [SwiftType]? {
        let candidates: [SwiftType]
        let properties = storedPropertyTypes(of: element)
        switch initial.kind {
        case .array(let items) where items.isEmpty:
            candidates = distinct([element, .string, .int, .double, .character] + properties).map { .array($0) }
        case .dictionary(let items) where items.isEmpty:
            // A key must be Hashable; the element's type comes first when it is.
            let keys = distinct([element, .int, .string, .character, .bool] + properties).filter { conforms($0, toBuiltin: "Hashable") }
            let values = distinct([.int, .array(element), .double, .string, element, .set(element), .bool] + properties
                + ([.string, .int] + properties).map { .array($0) })
                .filter { value in if case .set(let member) = value { return conforms(member, toBuiltin: "Hashable") } else { return true } }
            candidates = keys.flatMap { key in values.map { SwiftType.dictionary(key: key, value: $0) } }
        default:
            return nil
        }
        return candidates
    }

    /// The types of the stored properties of a struct or class element (`P.name`'s String).
    private func storedPropertyTypes(of element: SwiftType) -> [SwiftType] {
        guard case .nominal(let decl, let arguments) = element, decl.kind == .struct || decl.kind == .class else { return [] }
        let substitution = Dictionary(zip(decl.genericParameters, arguments), uniquingKeysWith: { first, _ in first })
        return decl.storedProperties.map { $0.type.substituting(substitution) }.filter { !containsGeneric($0) && $0 != .error }
    }

    /// `types` without repeats, in order.
    func distinct(_ types: [SwiftType]) -> [SwiftType] {
        var seen: [SwiftType] = []
        for type in types where !seen.contains(type) { seen.append(type) }
        return seen
    }
}
