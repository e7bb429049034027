/// A tuple literal whose labels are the context's in another order
/// (`let t: (first: Int, second: Int) = (second: 1, first: 2)`): swiftc warns that the implicit
/// reordering is deprecated and reorders the elements by label.
extension Checker {
    /// For each label of `expected`, the index of the literal's element of that label; nil
    /// unless every element is labelled, the labels are `expected`'s and the order differs.
    func tupleShuffle(_ elements: [Argument], to expected: [TupleElement]) -> [Int]? {
        tupleShuffle(labels: elements.map { $0.label?.name }, to: expected)
    }

    /// For each label of `expected`, the index of the element of that label among `labels`; nil
    /// unless every element is labelled, the labels are `expected`'s and the order differs.
    func tupleShuffle(labels: [String?], to expected: [TupleElement]) -> [Int]? {
        guard !expected.isEmpty, expected.count == labels.count else { return nil }
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
        return Typed(Checker.reordered(MakeList(.tuple, nodes, line: range.line), order: order, line: range.line), .tuple(expected))
    }

    /// A tuple value of type `source` reordered by label to `target` (`let t: (first: Int,
    /// second: Int) = pair` where `pair` is `(second: Int, first: Int)`); nil unless the labels
    /// are a reordering and each element has the type its label has in `target`.
    func shuffledTupleValue(_ typed: Typed, to target: SwiftType) -> Expression? {
        guard case .tuple(let from) = typed.type, case .tuple(let to) = target,
              let order = tupleShuffle(labels: from.map(\.label), to: to),
              zip(order, to).allSatisfy({ from[$0].type == $1.type }) else { return nil }
        return Checker.reordered(typed.node, order: order, line: typed.node.line)
    }

    /// `node`'s tuple with element `order[i]` at position `i`.
    static func reordered(_ node: Expression, order: [Int], line: Int) -> Expression {
        Unary(node, line: line) { value, _ in
            guard case .tuple(let values) = value, values.count == order.count else { return value }
            return .tuple(order.map { values[$0] })
        }
    }
}
