/// Joins a collection literal's tuple literals column by column, as swiftc does: in
/// `[("ab", 1 as UInt8), ("cd", 3)]` the second column is `UInt8` because the literal `3` takes
/// the first element's type, and `[(1, 2.5), (2, 3)]` is `[(Int, Double)]`.
extension Checker {
    /// The joined tuple type of `elements` when every one is a tuple literal of the same shape
    /// (arity and labels) and each column joins; nil otherwise, so the element-wise join decides.
    func joinedTupleLiterals(_ elements: [Expr]) -> SwiftType? {
        var rows: [[Argument]] = []
        for element in elements {
            guard case .tuple(let arguments) = unparenthesized(element).kind, arguments.count > 1 else { return nil }
            rows.append(arguments)
        }
        guard let first = rows.first, rows.count > 1 else { return nil }
        let labels = first.map { $0.label?.name }
        guard rows.allSatisfy({ $0.map { $0.label?.name } == labels }) else { return nil }
        var columns: [TupleElement] = []
        for index in first.indices {
            // Each column joins as a list of its own: literals take the type of a typed neighbour.
            guard let type = joinedType(rows.map { $0[index].value }) else { return nil }
            columns.append(TupleElement(label: labels[index], type))
        }
        return .tuple(columns)
    }
}
