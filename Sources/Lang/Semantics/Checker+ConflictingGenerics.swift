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
            var bound: [Argument] = []
            for (index, parameter) in parameters.enumerated() where index < matched.count {
                guard case .generic(let named) = parameter.type, named == generic, !parameter.isInout else { continue }
                bound.append(contentsOf: matched[index])
            }
            if reportConflict(over: generic.name, between: bound, range: range) { return true }
        }
        return false
    }

    /// Reports the conflict when `arguments`, the two that bind the generic parameter `name`,
    /// have types neither of which converts to the other (a numeric literal takes the other's);
    /// returns whether it reported. The standard library's `min` and `max` are such calls.
    func reportConflict(over name: String, between arguments: [Argument], range: SourceRange) -> Bool {
        guard arguments.count == 2 else { return false }
        let probe = Checker(probing: self)
        let bound = arguments.map { (argument: $0, type: probe.expression($0.value, expected: nil).type) }
        let (first, second) = (bound[0], bound[1])
        guard first.type != second.type, first.type != .error, second.type != .error,
              !converts(first.type, to: second.type), !converts(second.type, to: first.type),
              !literalFits(first.argument.value, first.type, other: second.type),
              !literalFits(second.argument.value, second.type, other: first.type) else { return false }
        error("conflicting arguments to generic parameter '\(name)' ('\(first.type)' vs. '\(second.type)')", range)
        return true
    }

    /// Whether a numeric literal would take the other argument's type instead of its own
    /// default: an integer literal any number type, a floating-point one a floating-point type.
    private func literalFits(_ value: Expr, _ type: SwiftType, other: SwiftType) -> Bool {
        guard isLiteralOnly(value), other.isNumeric else { return false }
        return type.isInteger || other.isFloatingPoint
    }
}
