/// A tuple literal whose labels are the context's in another order
/// (`let t: (first: Int, second: Int) = (second: 1, first: 2)`): swiftc warns that the implicit
/// reordering is deprecated and reorders the elements by label.
extension Checker {
    /// For each label of `expected`, the index of the literal's element of that label; nil
    /// unless every element is labelled, the labels are `expected`'s and the order differs.
    func tupleShuffle(_ elements: [Argument], to expected: [TupleElement]) -> [Int]? {
        guard !expected.isEmpty, expected.count == elements.count else { return nil }
        let labels = elements.map { $0.label?.name }
        let wanted = expected.map(\.label)
        guard labels != wanted, !labels.contains(nil), !wanted.contains(nil), Set(labels).count == labels.count else { return nil }
        let order = wanted.compactMap { label in labels.firstIndex(of: label) }
        return order.count == wanted.count ? order : nil
    }

    /// The literal's elements evaluated in source order, then placed by label.
    func shuffledTuple(_ elements: [Argument], _ expected: [TupleElement], order: [Int], range: SourceRange) -> Typed {
        var nodes: [Expression] = Array(repeating: Constant(.void, line: range.line), count: elements.count)
        for (position, index) in order.enumerated() {
            let want = expected[position].type
            let typed = expression(elements[index].value, expected: want)
            nodes[index] = coerce(typed, to: want, at: caret(elements[index].value), role: .element)
        }
        let made = MakeList(.tuple, nodes, line: range.line)
        return Typed(Unary(made, line: range.line) { value, _ in
            guard case .tuple(let values) = value, values.count == order.count else { return value }
            return .tuple(order.map { values[$0] })
        }, .tuple(expected))
    }
}
