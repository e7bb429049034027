extension Checker {
    /// `super.name` read in a class's method or property: the superclass's computed property is
    /// called on `self` without dynamic dispatch (so an override can build on the property it
    /// overrides, `override var kind: String { "dog/" + super.kind }`); a stored property is
    /// `self`'s own field.
    func superProperty(_ name: Identifier, expected: SwiftType?, range: SourceRange) -> Typed {
        let line = range.line
        guard let decl = currentType?.nominalDecl, let superclass = decl.superclass else {
            error("'super' members cannot be referenced in a root class", range)
            return Typed(Constant(.void, line: line), .error)
        }
        let superType = SwiftType.nominal(superclass, [])
        if lookupMembers(name.name, in: superclass) == nil, superclass.genericParameters.isEmpty,
           staticMemberExists(name.name, of: superType) || inheritedStaticOwner(name.name, of: superclass) != nil {
            // `super.label` in a `class var`'s override: the superclass's static member.
            return staticMember(superType, name: name, expected: expected, range: range)
        }
        guard let (_, table) = lookupMembers(name.name, in: superclass), table.methods[name.name] == nil else {
            error("value of type '\(superclass.name)' has no member '\(name.name)'", name.range)
            return Typed(Constant(.void, line: line), .error)
        }
        if let computed = table.computed[name.name] {
            return Typed(DirectCall(code: computed.getter.code, capturedHops: nil, receiver: selfReader(line: line),
                                    arguments: [], line: line), computed.type)
        }
        let selfType = SwiftType.nominal(decl, decl.genericParameters.map { .generic($0) })
        return valueMember(Typed(selfReader(line: line), selfType), name: name, expected: expected, range: range,
                           basePlace: nil)
    }

    /// `super.area` assigned to, for a superclass's computed property with a setter: its own
    /// accessors on `self`, never an override's (a subclass's setter calling `super.area = v`).
    func superComputedPlace(_ name: Identifier, line: Int) -> (Place, SwiftType)? {
        guard let superclass = currentType?.nominalDecl?.superclass,
              let (_, table) = lookupMembers(name.name, in: superclass), let computed = table.computed[name.name],
              let setter = computed.setter, !setter.code.isRequirement else { return nil }
        return (ComputedPlace(base: selfPlace(line: line), getter: computed.getter.code, setter: setter.code, line: line),
                computed.type)
    }
}
