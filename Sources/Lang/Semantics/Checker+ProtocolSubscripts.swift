/// A protocol's subscript requirement used on a value of a generic parameter or existential type
/// (`c[i]` for `C: Container` whose protocol declares `subscript(i: Int) -> Item { get }`): the
/// subscript of the value's own type, chosen at run time by its selector.
extension Checker {
    /// `value[arguments]` through the subscripts the protocols of `base`'s generic parameter or
    /// existential declare; nil when they declare none.
    func protocolSubscript(_ base: Typed, arguments: [Argument], range: SourceRange) -> Typed? {
        let protocols: [NominalDecl]
        switch base.type {
        case .generic(let parameter): protocols = parameter.constraints
        case .existential(let list), .opaque(let list): protocols = list
        default: return nil
        }
        let subscripts = environment.protocolTables(protocols.filter { !$0.isBuiltin }).flatMap { $0.1.subscripts }
        guard !subscripts.isEmpty else { return nil }
        guard let getter = chooseOverload(subscripts.map(\.getter), arguments: arguments, range: range) else {
            lowerAll(arguments)
            return Typed(Constant(.void, line: range.line), .error)
        }
        var substitution: [TypeParameter: SwiftType] = [:]
        if case .generic(let parameter) = base.type { substitution = associatedSubstitution(for: parameter) }
        return callSymbol(getter, arguments: arguments, expected: nil, range: range, receiver: base.node,
                          dynamicReceiver: true, substitution: substitution)
    }
}
