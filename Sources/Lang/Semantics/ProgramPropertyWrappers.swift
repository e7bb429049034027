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
/// `init(wrappedValue:)`, or the implicit memberwise one of a wrapper storing only `wrappedValue`.
enum WrapperInit {
    case initializer(FunctionSymbol)
    case memberwise
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
    /// property wrapper (`@Point var p`), in swiftc's words.
    func checkAttributeTypes(of decl: Decl) {
        guard case .variable = decl.kind else { return }
        for attribute in decl.attributes where environment.programWrappers[attribute.name.name] == nil
            && PropertyWrapperRewrite.wrappers[attribute.name.name] == nil
            && environment.libraryGlobals[attribute.name.name] == nil {
            guard case .type(.nominal(let type, _))? = lookup(attribute.name.name), type.kind != .protocol else { continue }
            error("\(type.kind == .class ? "class" : type.kind == .enum ? "enum" : "struct") '\(type.name)' cannot be used as an attribute",
                  attribute.range)
        }
    }
}
