extension Checker {
    /// The nearest superclass of the class `decl` that declares the static or class member
    /// `name`, when `decl` itself does not: a subclass inherits them (`Sub.count`, `Sub.kind()`),
    /// as Swift's member lookup walks the superclass chain. Nil for a member `decl` declares,
    /// for a non-class and for a member no superclass declares. A method returning `Self` makes
    /// the subclass (Checker+DynamicSelf.swift).
    func inheritedStaticOwner(_ name: String, of decl: NominalDecl) -> NominalDecl? {
        guard decl.kind == .class, !declaresStatic(name, decl) else { return nil }
        var current = decl.superclass
        var hops = 0
        while let type = current, hops < 100 {
            if declaresStatic(name, type) { return type }
            current = type.superclass
            hops += 1
        }
        return nil
    }

    /// The superclass `owner` of the class type `type` as `type` inherits it: with the arguments
    /// the subclasses give its parameters (`Base<Int>` for `Sub` of `class Sub: Base<Int>`,
    /// `Base<[String]>` for `Sub2<String>` of `class Sub2<U>: Base<[U]>`), so a static member
    /// inherited from a generic class reads in the subclass's types.
    func inheritedStaticOwnerType(_ owner: NominalDecl, of type: SwiftType) -> SwiftType {
        guard !owner.genericParameters.isEmpty, case .nominal(let decl, let arguments) = type else { return .nominal(owner, []) }
        let own = Dictionary(zip(decl.genericParameters, arguments), uniquingKeysWith: { first, _ in first })
        let bindings = superclassBindings(of: decl, given: own)
        return .nominal(owner, owner.genericParameters.map { bindings[$0] ?? .generic($0) })
    }

    /// Whether a static method `name` of `owner` returns `Self`: called on a subclass it makes
    /// the subclass (Checker+DynamicSelf.swift).
    func staticMethodReturnsItsClass(_ name: String, of owner: NominalDecl) -> Bool {
        environment.members(of: owner).staticMethods[name]?.contains { $0.returnsSelf } ?? false
    }

    /// Whether a result type is written `Self` or `Self?`.
    static func namesSelf(_ type: TypeExpr) -> Bool {
        switch type.kind {
        case .named(let components): return components.count == 1 && components[0].name.name == "Self"
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped): return namesSelf(wrapped)
        default: return false
        }
    }

    /// Whether `decl`'s own member table declares the static member `name`.
    private func declaresStatic(_ name: String, _ decl: NominalDecl) -> Bool {
        let table = environment.members(of: decl)
        return table.staticVariables[name] != nil || table.staticComputed[name] != nil
            || table.staticMethods[name] != nil || table.nestedTypes[name] != nil
    }
}
