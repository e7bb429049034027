/// `place op= value` implemented by an operator function written outside the place's type, as the
/// Swift book's `func += (left: inout Vector2D, right: Vector2D)`: the place is written back through
/// its `inout` parameter. (A global `op` alone gives no `op=`: swiftc then looks for
/// `FloatingPoint`'s.)
extension Checker {
    /// The lowering of `place op= value` through a global `op=` that takes the place's and the
    /// value's types; nil when the program declares none for them.
    func globalCompoundAssignment(_ spelling: String, target: Place, type: SwiftType, value: Typed, line: Int) -> Statement? {
        guard type.nominalDecl != nil, case .functions(let globals)? = lookup(spelling),
              let function = globals.first(where: { takes($0, type, value.type) })
        else { return nil }
        let call = DirectCall(code: function.code, capturedHops: capturedHops(for: function), receiver: nil,
                              arguments: [PlaceGet(target, line: line), value.node], inoutPlaces: [(0, target)], line: line)
        return ExpressionStatement(call, line: line)
    }

    /// Whether the non-generic `function` takes an `inout` `left` and a `right`.
    private func takes(_ function: FunctionSymbol, _ left: SwiftType, _ right: SwiftType) -> Bool {
        let parameters = function.type.parameters
        return parameters.count == 2 && function.genericParameters.isEmpty && parameters[0].isInout
            && !parameters[1].isInout && parameters[0].type == left && converts(right, to: parameters[1].type)
    }
}
