/// A tuple initial result of `reduce(into:_:)` whose parts swiftc types from the closure
/// (`doubles.reduce(into: (0, 0)) { $0.0 += $1; $0.1 += 1 }` is a `(Double, Int)`).
extension Checker {
    /// The most combinations of part types tried before giving up (the tuple is then typed as usual).
    private static let tupleAccumulatorLimit = 512

    /// The tuple type whose update type-checks, each part trying its likely types in order: a
    /// number literal its own type, the element's and the floating-point types, an empty `[]` or
    /// `[:]` the accumulators `emptyCollectionCandidates` lists, anything else its own type.
    /// Nil when no part has a choice, or none fits.
    func tupleAccumulatorResult(_ initial: Expr, combiner: Argument, element: SwiftType) -> SwiftType? {
        guard case .tuple(let items) = initial.kind else { return nil }
        var options: [[SwiftType]] = []
        var combinations = 1
        for item in items {
            guard let candidates = partCandidates(item.value, element: element), !candidates.isEmpty else { return nil }
            options.append(candidates)
            combinations *= candidates.count
            if combinations > Self.tupleAccumulatorLimit { return nil }
        }
        guard combinations > 1 else { return nil }
        var choice = Array(repeating: 0, count: options.count)
        for _ in 0..<combinations {
            let type = SwiftType.tuple(zip(items, choice.indices).map { item, index in
                TupleElement(label: item.label?.name, options[index][choice[index]])
            })
            let probe = Checker(probing: self)
            _ = probe.closureArgument(combiner, parameters: [type, element], result: .void, firstIsInout: true)
            if !probe.diagnostics.contains(where: { $0.severity == .error }) { return type }
            // The next combination, the last part changing fastest.
            var position = options.count - 1
            while position >= 0 {
                choice[position] += 1
                if choice[position] < options[position].count { break }
                choice[position] = 0
                position -= 1
            }
        }
        return nil
    }

    /// The types one part of a tuple accumulator may be, most likely first; nil when it does not type.
    private func partCandidates(_ part: Expr, element: SwiftType) -> [SwiftType]? {
        if let collections = emptyCollectionCandidates(part, element: element) { return collections }
        let probe = Checker(probing: self)
        let own = probe.expression(part, expected: nil).type
        guard !probe.diagnostics.contains(where: { $0.severity == .error }), own != .error else { return nil }
        guard isLiteralOnly(part), own == .int || own.isFloatingPoint else { return [own] }
        let elementTakes = own == .int ? element.isNumeric : element.isFloatingPoint
        return distinct([own] + (elementTakes ? [element] : []) + [.double, .cgFloat, .float])
    }
}
