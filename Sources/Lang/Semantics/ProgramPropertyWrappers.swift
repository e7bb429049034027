/// A program's own `@propertyWrapper` type, as the rewrite of a wrapped property needs to know it
/// before any type is declared (`PropertyWrapperRewrite` works on syntax).
struct ProgramWrapper {
    /// Whether the type is generic (`Box<Value>`): the storage of `@Box var x: Int` is `Box<Int>`.
    var isGeneric: Bool
    /// Whether it declares `projectedValue`, which `$x` reads.
    var hasProjection: Bool
    /// Whether it is a class: its wrapped value's setter leaves the enclosing value unchanged.
    var isClass: Bool
    /// Whether `wrappedValue` is a `let` or a get-only computed property.
    var isReadOnly: Bool
    /// Whether it declares a non-static `wrappedValue` at all (else swiftc rejects the type).
    var hasWrappedValue: Bool
    /// Whether `wrappedValue` has a `mutating get`: the wrapped property's getter is one too.
    var hasMutatingGetter = false
    /// The written types of `wrappedValue` and `projectedValue` of a non-generic wrapper: a
    /// wrapped property without a written type has them before any initialiser is declared.
    var wrappedType: TypeExpr? = nil
    var projectedType: TypeExpr? = nil

    /// The `@propertyWrapper` types declared among `statements`, nested ones included.
    static func declared(in statements: [Stmt]) -> [String: ProgramWrapper] {
        var found: [String: ProgramWrapper] = [:]
        for statement in statements {
            if case .declaration(let decl) = statement.kind { collect(decl, into: &found) }
        }
        return found
    }

    /// Adds `decl` when it is a wrapper type, and the wrapper types nested in it or declared in
    /// an extension (`extension ClockView { @propertyWrapper struct Clamping { … } }`).
    private static func collect(_ decl: Decl, into found: inout [String: ProgramWrapper]) {
        if case .extension(let body) = decl.kind {
            for member in body.members { collect(member, into: &found) }
            return
        }
        guard case .nominalType(let nominal) = decl.kind else { return }
        for member in nominal.members { collect(member, into: &found) }
        guard decl.attribute(named: "propertyWrapper") != nil else { return }
        var wrapper = ProgramWrapper(isGeneric: !nominal.genericParameters.isEmpty, hasProjection: false,
                                     isClass: nominal.kind == .class, isReadOnly: false, hasWrappedValue: false)
        for member in nominal.members where !member.has(.static) {
            guard case .variable(let variable) = member.kind else { continue }
            for binding in variable.bindings {
                guard case .identifier(let name) = binding.pattern.kind else { continue }
                if name.name == "projectedValue" {
                    wrapper.hasProjection = true
                    wrapper.projectedType = wrapper.isGeneric ? nil : binding.type
                }
                if name.name == "wrappedValue" {
                    wrapper.hasWrappedValue = true
                    wrapper.wrappedType = wrapper.isGeneric ? nil : binding.type
                    wrapper.isReadOnly = variable.introducer == .let || isGetOnly(binding.accessors)
                    wrapper.hasMutatingGetter = !wrapper.isClass && GetSetBodies.hasMutatingGetter(binding.accessors)
                }
            }
        }
        found[nominal.name.name] = wrapper
    }

    /// Whether `accessors` make a computed property without a setter.
    private static func isGetOnly(_ accessors: AccessorBlock?) -> Bool {
        switch accessors {
        case .getter?: return true
        case .accessors(let list, _)?:
            return list.contains { $0.kind == .get } && !list.contains { $0.kind == .set }
        case nil: return false
        }
    }
}

/// How a memberwise initialiser makes a wrapper's storage from the wrapped value: its
/// `init(wrappedValue:)`, the implicit memberwise one of a wrapper storing only `wrappedValue`, or
/// an initialiser taking the attribute's arguments after the value (`init(wrappedValue:_:)`).
enum WrapperInit {
    case initializer(FunctionSymbol)
    case memberwise
    case attributed(FunctionSymbol, [Argument])
    /// Composed wrappers (`@History @Offset var x`): each wrapper's storage type and its
    /// `init(wrappedValue:)`, outermost first; the value is wrapped from the inside out.
    indirect case composed([(SwiftType, WrapperInit)])
}

extension Checker {
    /// The wrapper attribute of `decl`: SwiftUI's or one of the program's wrapper types.
    func wrapperName(of decl: Decl) -> String? {
        PropertyWrapperRewrite.wrapper(of: decl, program: environment.programWrappers)
    }

    /// The type of a wrapper's member `name` (`wrappedValue`, `projectedValue`) as seen through
    /// the storage type `storage` (`Box<Int>`'s `wrappedValue` is `Int`).
    func wrapperMemberType(_ name: String, of storage: SwiftType) -> SwiftType? {
        guard case .nominal(let decl, let arguments) = storage else { return nil }
        let table = environment.members(of: decl)
        guard let type = decl.storedProperties.first(where: { $0.name == name })?.type ?? table.computed[name]?.type
        else { return nil }
        return genericField(type, of: .nominal(decl, arguments))
    }

    /// Whether `type` is one of the program's wrapper types (not SwiftUI's).
    func isProgramWrapper(_ type: SwiftType) -> Bool {
        guard case .nominal(let decl, _) = type else { return false }
        return environment.programWrappers[decl.name] != nil && PropertyWrapperRewrite.wrappers[decl.name] == nil
    }
}

extension Checker {
    /// Reports a variable's attribute that names one of the program's types that is not a
    /// property wrapper (`@Point var p`), or names nothing at all (`@Foo var x`), in swiftc's words.
    /// A type's members are checked for the one while the types are declared, and for the other
    /// where the type's declaration stands (`reportsUnknown`), as swiftc orders them.
    func checkAttributeTypes(of decl: Decl, reportsUnknown: Bool = true, reportsTypes: Bool = true) {
        guard case .variable = decl.kind else { return }
        // `@A @B var x`: composed when the program declares both and `x` has a value (`composition(of:)`).
        let wrappers = decl.attributes.filter {
            environment.programWrappers[$0.name.name] != nil || PropertyWrapperRewrite.wrappers[$0.name.name] != nil
        }
        if reportsTypes, wrappers.count > 1, !PropertyWrapperRewrite.isComposable(decl, program: environment.programWrappers) {
            unsupported("property wrappers composed on one property", wrappers[1].name.range)
        }
        for attribute in decl.attributes where environment.programWrappers[attribute.name.name] == nil
            && PropertyWrapperRewrite.wrappers[attribute.name.name] == nil
            && environment.libraryGlobals[attribute.name.name] == nil {
            if isUnknownAttribute(attribute.name.name) {
                if reportsUnknown { error("unknown attribute '\(attribute.name.name)'", attribute.name.range) }
                continue
            }
            guard reportsTypes else { continue }
            // A result builder marks a computed property whose getter it builds.
            guard case .type(.nominal(let type, _))? = lookup(attribute.name.name), type.kind != .protocol,
                  type.resultBuilderSyntax == nil else { continue }
            error("\(type.kind == .class ? "class" : type.kind == .enum ? "enum" : "struct") '\(type.name)' cannot be used as an attribute",
                  attribute.range)
        }
    }

    /// Reports the unknown attributes of a type or extension, its members and the types nested
    /// in it, where its declaration is checked.
    func checkUnknownMemberAttributes(of decl: Decl) {
        let members: [Decl]
        switch decl.kind {
        case .nominalType(let nominal): members = nominal.members
        case .extension(let extensionDecl): members = extensionDecl.members
        default: return
        }
        reportUnknownAttributes(of: decl)
        for member in members {
            checkAttributeTypes(of: member, reportsTypes: false)
            if case .nominalType = member.kind { checkUnknownMemberAttributes(of: member) } else { reportUnknownAttributes(of: member) }
        }
    }

    /// Reports the attributes of a function, initialiser, subscript or type that name nothing
    /// (`@Foo func f()`), as swiftc does: "unknown attribute 'Foo'". A variable's are checked
    /// with its wrappers (`checkAttributeTypes`).
    func reportUnknownAttributes(of decl: Decl) {
        switch decl.kind {
        case .function, .initializer, .subscript, .nominalType, .extension: break
        default: return
        }
        for attribute in decl.attributes where environment.programWrappers[attribute.name.name] == nil
            && environment.libraryGlobals[attribute.name.name] == nil && isUnknownAttribute(attribute.name.name) {
            error("unknown attribute '\(attribute.name.name)'", attribute.name.range)
        }
    }
}

extension Checker {
    /// Reports `name` of `type` when it is a wrapped property's storage (`s._x`) read from outside
    /// the type that declares it, its extensions and the types nested in it: swiftc synthesises
    /// the storage `private`. True when it reported.
    func rejectPrivateStorage(_ name: Identifier, of type: SwiftType) -> Bool {
        guard name.name.hasPrefix("_"), let decl = type.nominalDecl,
              let (owner, table) = lookupMembers(name.name, in: decl) ?? storageOwner(name.name, in: decl),
              table.wrapperStorage.contains(name.name) else { return false }
        var enclosing = currentType?.nominalDecl
        var hops = 0
        while let current = enclosing, hops < 100 {
            if current === owner { return false }
            enclosing = current.parent
            hops += 1
        }
        error("'\(name.name)' is inaccessible due to 'private' protection level", name.range)
        return true
    }

    /// The type among `decl` and its superclasses whose static storage `name` is.
    private func storageOwner(_ name: String, in decl: NominalDecl) -> (NominalDecl, TypeMembers)? {
        var current: NominalDecl? = decl
        var hops = 0
        while let type = current, hops < 100 {
            let table = environment.members(of: type)
            if table.staticVariables[name] != nil { return (type, table) }
            current = type.superclass
            hops += 1
        }
        return nil
    }
}
