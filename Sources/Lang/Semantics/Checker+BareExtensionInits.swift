/// A generic library type named bare (`Array(upTo: 3)`, `Array(one: 3)`, `Optional(fallback: 3, true)`) with the labels of a
/// program's extension initialiser: its type arguments come from that initialiser's extension
/// (`where Element == Int`), from its arguments (`init(one e: Element)`) or from the context.
extension Checker {
    /// The call through the first of the program's extension initialisers of `name` that takes the
    /// labels and whose `Self` its arguments or context settle, or nil when none does.
    func bareExtensionConstruct(_ name: String, arguments: [Argument], expected: SwiftType?, range: SourceRange) -> Typed? {
        guard ["Array", "Set", "Dictionary", "Optional"].contains(name), let table = environment.builtinMembers[name] else {
            return nil
        }
        var unsettled: TypeParameter?
        for initializer in table.initializers where !initializer.isLibrary {
            guard let matched = matchArguments(arguments, to: parameterSpecs(initializer), range: range, report: false) else { continue }
            let result = initializer.type.result
            // A failable one's result is `Self?`; an optional `Self`'s own (`Wrapped?`) is `Self`.
            let selfType = initializer.constrainedSelf ?? (initializer.isFailable ? result.optionalWrapped ?? result : result)
            // The context first: `let d: [Double] = Array(one: 3)` makes the literal a Double.
            var bindings: [TypeParameter: SwiftType] = [:]
            // An optional `Self` is the wanted optional itself, not what it wraps.
            if let expected {
                let wanted = selfType.optionalWrapped == nil ? expected.optionalWrapped ?? expected : expected
                unifyGeneric(selfType, wanted, into: &bindings)
            }
            for (parameter, group) in zip(initializer.type.parameters, matched) where containsGeneric(parameter.type) {
                for argument in group { unifyGeneric(parameter.type, contextFreeType(of: argument.value), into: &bindings) }
            }
            let constructed = selfType.substituting(bindings)
            guard !containsGeneric(constructed), !hasError(constructed) else {
                unsettled = unsettled ?? Self.firstTypeArgumentParameter(constructed)
                continue
            }
            return construct(constructed, arguments: arguments, expected: expected, range: range)
        }
        guard let unsettled else { return nil }
        error("generic parameter '\(unsettled.name)' could not be inferred", range)
        lowerAll(arguments)
        return Typed(Constant(.void, line: range.line), .error)
    }

    /// The generic parameter left as one of a collection type's arguments (`Element` of `[Element]`).
    private static func firstTypeArgumentParameter(_ type: SwiftType) -> TypeParameter? {
        switch type {
        case .array(.generic(let parameter)), .set(.generic(let parameter)), .optional(.generic(let parameter)),
             .dictionary(key: .generic(let parameter), value: _), .dictionary(key: _, value: .generic(let parameter)):
            return parameter
        default:
            return nil
        }
    }
}
