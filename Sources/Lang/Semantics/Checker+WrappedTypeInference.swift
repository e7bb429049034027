/// The types of wrapped properties written without one, taken again once every member is declared.
extension Checker {
    /// Types again each wrapped property without a written type (`@State private var data =
    /// Workout.walkWorkouts`) and its projection (`$data`) whose type was taken from a storage
    /// type not yet known: the value names a type or static declared further down the cell,
    /// whose members are declared after this type's, so the first look saw an error type.
    /// The storage's type is inferred again once they are (`infer()`); the property, its getter
    /// and setter, and the projection then take it, as swiftc types them.
    func inferWrappedPropertyTypes(_ types: [(Decl, NominalTypeDecl, NominalDecl)]) {
        for (_, nominal, semantic) in types where semantic.kind == .struct || semantic.kind == .class {
            let table = environment.members(of: semantic)
            for member in activeDeclarations(nominal.members) where !member.has(.static) && wrapperName(of: member) != nil {
                guard case .variable(let variable) = member.kind, variable.bindings.count == 1, let binding = variable.bindings.first,
                      binding.type == nil, case .identifier(let name) = binding.pattern.kind,
                      let computed = table.computed[name.name], computed.type.containsError,
                      let type = wrappedPropertyType(name.name, of: member, owner: semantic), !type.containsError else { continue }
                computed.getter.type.result = type
                computed.setter?.type = FunctionType([FunctionParameter(type)], .void)
                table.computed[name.name] = (type, computed.getter, computed.setter)
            }
        }
    }
}
