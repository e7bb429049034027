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
        inheritSuperclassArguments(of: decl, into: &substitution)
        return substitution
    }

    /// Binds the generic parameters of each superclass of `decl` to the arguments its subclass
    /// gives it (`T` to `Int` for `class Sub: Base<Int>`, `T` to `[U]` for `class Sub<U>:
    /// Base<[U]>`), so inherited members, initialisers and `super` calls read in the subclass's types.
    func inheritSuperclassArguments(of decl: NominalDecl, into substitution: inout [TypeParameter: SwiftType]) {
        substitution.merge(superclassBindings(of: decl, given: substitution)) { _, inherited in inherited }
    }

    /// The generic parameters of `decl`'s superclasses bound to the arguments written in their
    /// subclasses' `class … : Base<…>`, read through `own` (the bindings of `decl`'s parameters).
    func superclassBindings(of decl: NominalDecl, given own: [TypeParameter: SwiftType]) -> [TypeParameter: SwiftType] {
        var bindings = own
        var inherited: [TypeParameter: SwiftType] = [:]
        var current = decl
        var hops = 0
        while let parent = current.superclass, hops < 100 {
            let arguments = current.superclassArguments.map { $0.substituting(bindings) }
            for (parameter, argument) in zip(parent.genericParameters, arguments) {
                bindings[parameter] = argument
                inherited[parameter] = argument
            }
            current = parent
            hops += 1
        }
        return inherited
    }
}
