/// swiftc's error for two arguments that give one generic parameter different types
/// (`same(s, n)` for `func same<T>(_ a: T, _ b: T)`: "conflicting arguments to generic
/// parameter 'T' ('String' vs. 'Int')", at the callee).
extension Checker {
    /// Reports a generic parameter that exactly two arguments bind, directly, to types neither of
    /// which converts to the other; returns whether it reported. With three or more, swiftc
    /// takes the majority's type and blames the odd argument, as the ordinary conversion does.
    func reportConflictingGenerics(_ matched: [[Argument]], _ parameters: [ParameterSpec], generics: [TypeParameter],
                                   range: SourceRange) -> Bool {
        for generic in generics {
            var bound: [(argument: Argument, type: SwiftType)] = []
            for (index, parameter) in parameters.enumerated() where index < matched.count {
                guard case .generic(let named) = parameter.type, named == generic, !parameter.isInout else { continue }
                for argument in matched[index] { bound.append((argument, .error)) }
            }
            guard bound.count == 2 else { continue }
            let probe = Checker(probing: self)
            for index in bound.indices { bound[index].type = probe.expression(bound[index].argument.value, expected: nil).type }
            let (first, second) = (bound[0], bound[1])
            guard first.type != second.type, first.type != .error, second.type != .error,
                  !converts(first.type, to: second.type), !converts(second.type, to: first.type),
                  !literalFits(first.argument.value, first.type, other: second.type),
                  !literalFits(second.argument.value, second.type, other: first.type) else { continue }
            error("conflicting arguments to generic parameter '\(generic.name)' ('\(first.type)' vs. '\(second.type)')", range)
            return true
        }
        return false
    }

    /// Whether a numeric literal would take the other argument's type instead of its own
    /// default: an integer literal any number type, a floating-point one a floating-point type.
    private func literalFits(_ value: Expr, _ type: SwiftType, other: SwiftType) -> Bool {
        guard isLiteralOnly(value), other.isNumeric else { return false }
        return type.isInteger || other.isFloatingPoint
    }
}
