/// The types of wrapped properties written without one, taken once every member is declared.
extension Checker {
    /// Types each wrapped property without a written type (`@State private var data =
    /// Workout.walkWorkouts`, `@Environment(\.badgeStyle) var style`) and its projection (`$data`)
    /// whose storage's type was not known when its type's members were declared: the value names
    /// a type, static or extension member declared further down the cell. Swift infers an
    /// untyped property's type after every type's and extension's members are declared; the
    /// storage's type is inferred again once they are (`infer()`), and the property, its getter
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
