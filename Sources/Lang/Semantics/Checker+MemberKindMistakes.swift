/// swiftc's errors for a member reached on the wrong side of the type/instance divide: an
/// instance member named on the type (`Circle.area()`) and a static member named on a value
/// (`palette.count`). Only the program's own types are asked about, so that the standard
/// library's and the prelude's many builtin members keep their own diagnostics.
extension Checker {
    /// Reports `Type.name` (`calling` with no arguments, or the property read) when `name` is
    /// only an instance member of the program's `type`; true when reported.
    func rejectInstanceMemberOnType(_ type: SwiftType, name: Identifier, calling arguments: [Argument]?,
                                    at range: SourceRange) -> Bool {
        guard let decl = type.nominalDecl, !decl.isBuiltin, !staticMemberExists(name.name, of: type),
              environment.members(of: decl).nestedTypes[name.name] == nil, lookupMembers(name.name, in: decl) != nil else { return false }
        let table = lookupMembers(name.name, in: decl)?.1
        let isProperty = table?.fields[name.name] != nil || table?.computed[name.name] != nil
        // `Circle.area` is the method as a function of a Circle, and `Circle.area(c)` applies it.
        if arguments == nil, !isProperty { return false }
        if let arguments, arguments.count == 1, arguments[0].label == nil, !isProperty { return false }
        error("instance member '\(name.name)' cannot be used on type '\(type)'; did you mean to use a value of this type instead?",
              range)
        return true
    }

    /// Reports `name`, written bare in a static member (or a closure in one), when it is only an
    /// instance member of the program's type there: the type has no instance to read it from.
    func rejectInstanceMemberInStaticMember(_ name: Identifier) -> Bool {
        guard isInsideStaticMember, let type = currentType, let decl = type.nominalDecl, !decl.isBuiltin,
              !staticMemberExists(name.name, of: type), lookupMembers(name.name, in: decl) != nil else { return false }
        error("instance member '\(name.name)' cannot be used on type '\(type)'", name.range)
        return true
    }

    /// Reports `value.name` when `name` is only a static member of the program's type; true
    /// when reported.
    func rejectStaticMemberOnInstance(_ base: Typed, name: Identifier, at range: SourceRange) -> Bool {
        guard let decl = base.type.nominalDecl, !decl.isBuiltin, decl.kind != .protocol,
              lookupMembers(name.name, in: decl) == nil, staticMemberExists(name.name, of: base.type),
              decl.caseIndex(name.name) == nil else { return false }
        error("static member '\(name.name)' cannot be used on instance of type '\(base.type)'", range)
        return true
    }

    /// Reports a static member or enum case of the enclosing type `type` (or a superclass's
    /// static member) named bare inside an instance member (`make()` meaning `Self.make()`):
    /// swiftc looks the name up on `self` there and refuses it, at the name. True when reported.
    func rejectBareStaticMember(_ name: Identifier, of type: SwiftType) -> Bool {
        guard isInsideInstanceMember, !isInsideStaticMember, let decl = type.nominalDecl,
              staticMemberExists(name.name, of: type) || inheritedStaticOwner(name.name, of: decl) != nil,
              !memberExists(name.name, of: type) else { return false }
        if decl.caseIndex(name.name) != nil {
            error("enum case '\(name.name)' cannot be used as an instance member", name.range)
        } else {
            // Inside a protocol extension the instance is of the generic `Self`.
            let shown = decl.kind == .protocol ? "Self" : "\(type)"
            error("static member '\(name.name)' cannot be used on instance of type '\(shown)'", name.range)
        }
        return true
    }
}

extension Checker {
    /// The type of the program's stored or computed property `name` of `base`, or of a standard
    /// type's, when it is called as a method (`box.width()`): swiftc says the value cannot be called.
    func propertyCalledAsMethod(_ base: Typed, name: Identifier, range: SourceRange) -> SwiftType? {
        let probe = Checker(probing: self)
        let property: Typed
        if let decl = base.type.nominalDecl, !decl.isBuiltin {
            guard let (_, table) = lookupMembers(name.name, in: decl),
                  table.fields[name.name] != nil || table.computed[name.name] != nil else { return nil }
            property = probe.valueMember(base, name: name, expected: nil, range: range, basePlace: nil)
        } else {
            // A standard type's property (`c.isLetter()`).
            guard let builtin = probe.builtinProperty(base, name: name.name, range: name.range) else { return nil }
            property = builtin
        }
        guard !probe.diagnostics.contains(where: { $0.severity == .error }) else { return nil }
        switch property.type {
        case .error, .function, .metatype: return nil
        default: return property.type
        }
    }
}

extension Checker {
    /// Reports `value.name` without a call when `name` is only a `mutating` method of the value's
    /// struct or enum (`path.closeSubpath`, the parentheses forgotten), which swiftc does not let
    /// a program take as a function value; true when reported.
    func rejectMutatingMethodValue(_ base: Typed, name: Identifier) -> Bool {
        guard let decl = base.type.nominalDecl, decl.kind == .struct || decl.kind == .enum,
              let methods = environment.members(of: decl).methods[name.name], !methods.isEmpty,
              methods.allSatisfy(\.isMutating) else { return false }
        error("cannot reference 'mutating' method as function value", name.range)
        return true
    }
}
