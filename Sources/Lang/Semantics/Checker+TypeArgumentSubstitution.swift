/// What a generic type's parameters stand for in one of its concrete types, with the associated
/// types its members name through them (`C.Element` of `struct Wrap<C: Collection>`).
extension Checker {
    /// The substitution of `decl`'s generic parameters by `arguments`, and of each parameter's
    /// sequence `Element` (and the associated types its protocols declare) by the argument's:
    /// in `Wrap<[Int]>`, `C` is `[Int]` and `C.Element` is `Int`, as swiftc resolves them.
    func typeArgumentSubstitution(_ decl: NominalDecl, _ arguments: [SwiftType]) -> [TypeParameter: SwiftType] {
        var substitution = Dictionary(zip(decl.genericParameters, arguments), uniquingKeysWith: { first, _ in first })
        for parameter in decl.genericParameters {
            guard case .generic(let element)? = parameter.element, substitution[element] == nil,
                  let bound = substitution[parameter],
                  let actual = sequenceElement(bound) ?? userSequenceElement(bound) else { continue }
            substitution[element] = actual
        }
        bindAssociatedTypes(decl.genericParameters, in: &substitution)
        return substitution
    }
}
