extension Checker {
    /// Number literals of both kinds passed for one generic parameter (`sum(lhs: 5, rhs: 2.34)`
    /// for `func sum<E: Numeric>(lhs: E, rhs: E)`) make it a `Double`, as swiftc's literal
    /// defaulting joins an integer and a floating-point literal; the first argument alone would
    /// have made it an `Int` and the second a mismatch. A typed value among them keeps its type.
    /// An unconstrained parameter that is the result where an `Any` is wanted (`let x: Any =
    /// f(5, 2.5)`, and `print(f(5, 2.5))`, whose items are `Any`) is that `Any`, as swiftc's
    /// solver takes it, so each literal keeps its own type.
    func joinNumberLiterals(_ matched: [[Argument]], _ parameters: [ParameterSpec], result: SwiftType,
                            expectedResult: SwiftType?, into bindings: inout [TypeParameter: SwiftType]) {
        var literals: [TypeParameter: [Expr]] = [:]
        var typedValues: Set<TypeParameter> = []
        for (index, parameter) in parameters.enumerated() where index < matched.count {
            guard case .generic(let generic) = parameter.type else { continue }
            for argument in matched[index] {
                if isLiteralOnly(argument.value) { literals[generic, default: []].append(argument.value) }
                else { typedValues.insert(generic) }
            }
        }
        for (generic, values) in literals where !typedValues.contains(generic) && bindings[generic] == .int {
            guard values.contains(where: containsFloatLiteral) else { continue }
            let wantsAny = expectedResult == .any && result == .generic(generic) && generic.constraints.isEmpty
            bindings[generic] = wantsAny ? .any : .double
        }
    }
}
