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

extension Checker {
    /// The protocol swiftc names when `place op= value` has no `op=` for the program's own
    /// `type` and a value of that type: a struct's, or a type's `op` alone, gives none (only
    /// `AdditiveArithmetic`, `Numeric` and the number protocols make `+=` from `+`), so swiftc
    /// looks for the standard library's and says the type does not conform to `FloatingPoint`
    /// (`+ - * /`) or `BinaryInteger` (the rest); nil when the type is the library's, adopts a
    /// protocol of the program's (whose extension may declare `op=`) or one that gives `op=`, or
    /// is a class or enum without `op` (swiftc's "two 'T' operands").
    func compoundOperatorProtocolMissing(_ base: BinaryOperator, type: SwiftType, valueType: SwiftType) -> String? {
        guard let decl = type.nominalDecl, decl.module == nil, !decl.isBuiltin, valueType == type else { return nil }
        let adopted = decl.selfAndSuperclasses.flatMap(\.conformances)
        guard adopted.allSatisfy({ $0.isBuiltin || $0.module != nil }) else { return nil }
        let hasBase = environment.members(of: decl).staticMethods[base.spelling] != nil
            || { if case .functions(let globals)? = lookup(base.spelling) { return globals.contains { takes(base: $0, type) } }
                 return false }()
        guard decl.kind == .struct || hasBase else { return nil }
        let arithmetic = ["+", "-", "*", "/"].contains(base.spelling)
        let giving = arithmetic ? ["AdditiveArithmetic", "Numeric", "FloatingPoint"] : ["BinaryInteger"]
        guard !giving.contains(where: { conforms(type, toBuiltin: $0) }) else { return nil }
        return arithmetic ? "FloatingPoint" : "BinaryInteger"
    }

    /// Whether the two-parameter `function` takes two values of `type`.
    private func takes(base function: FunctionSymbol, _ type: SwiftType) -> Bool {
        let parameters = function.type.parameters
        return parameters.count == 2 && parameters.allSatisfy { $0.type == type && !$0.isInout }
    }
}
