/// The types of `lazy var` properties written without one (`lazy var total = items.reduce(0, +)`),
/// as swiftc infers them: from the value, checked as in an instance method of the type, so it
/// may use `self` and the type's other members. LazyPropertyRewrite leaves such a property's,
/// its storage's and its setter's types as errors; this fills them in before the getter's body
/// and the storage's default are lowered.
extension Checker {
    /// Infers the untyped lazy properties of `types` (hoisted together), in declaration order so
    /// that one may use an earlier one.
    func inferLazyPropertyTypes(_ types: [(Decl, NominalTypeDecl, NominalDecl)]) {
        for (_, nominal, semantic) in types where semantic.kind == .struct || semantic.kind == .class {
            let table = environment.members(of: semantic)
            for (name, value) in LazyPropertyRewrite.inferred(activeDeclarations(nominal.members, areMembers: false)) {
                guard let computed = table.computed[name] else { continue }
                let type = lazyValueType(value, of: semantic)
                let storage = LazyPropertyRewrite.storageName(name)
                if let index = semantic.storedProperties.firstIndex(where: { $0.name == storage }) {
                    semantic.storedProperties[index].type = .optional(type)
                }
                computed.getter.type.result = type
                computed.setter?.type = FunctionType([FunctionParameter(type)], .void)
                table.computed[name] = (type, computed.getter, computed.setter)
            }
        }
    }

    /// The type of `value` checked in an instance method of `decl` (diagnostics are the getter's,
    /// reported when its body is lowered).
    private func lazyValueType(_ value: Expr, of decl: NominalDecl) -> SwiftType {
        let selfType = SwiftType.nominal(decl, decl.genericParameters.map { .generic($0) })
        let probe = Checker(probing: self)
        let function = FunctionContext(parent: environment.globalContext, selfType: selfType, isMutating: decl.kind == .struct)
        _ = function.allocate()
        probe.context = function
        probe.scope = Scope(parent: scope, function: function)
        probe.currentType = selfType
        probe.typeParameters.append(Dictionary(decl.genericParameters.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }))
        return probe.expression(value, expected: nil).type
    }
}
