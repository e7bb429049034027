/// Property wrappers on local variables, as swiftc takes them in a function, a closure or a view
/// builder: `@State var x = 0` declares the storage `_x` (a local `State<Int>`), and `x` and `$x`
/// read and write through it, as a property's synthesised accessors do (`PropertyWrapperRewrite`).
extension Checker {
    /// A local wrapped variable with one plain name, lowered: the storage's declaration, with
    /// `x` (and `$x` for a wrapper with a projection) declared to go through it. Nil for anything
    /// else (a top-level one is swiftc's error, reported by the caller; a name the scope declares
    /// already is lowered as a plain variable, whose redeclaration the caller reports as swiftc does).
    func lowerWrappedLocal(_ decl: Decl) -> Statement? {
        guard scope !== root, let wrapper = PropertyWrapperRewrite.wrapper(of: decl),
              case .variable(let variable) = decl.kind, let binding = variable.bindings.first,
              case .identifier(let name) = binding.pattern.kind, scope.names[name.name] == nil,
              let storageDecl = PropertyWrapperRewrite.expand(decl)?.first else { return nil }
        let statement = lowerDeclaration(storageDecl)
        guard case .variable(let storage)? = lookup("_" + name.name) else { return statement }
        let value: SwiftType = if case .nominal(_, let arguments) = storage.type, let first = arguments.first { first } else { .error }
        var wrapped = storage
        wrapped.type = value
        wrapped.isLet = false
        wrapped.wrapper = LocalWrapper(name: name.name, isProjection: false)
        declareName(name, .variable(wrapped))
        if PropertyWrapperRewrite.wrappers[wrapper] == true, case .type(.nominal(let bindingDecl, _))? = lookup("Binding") {
            var projection = storage
            projection.type = .nominal(bindingDecl, [value])
            projection.isLet = true
            projection.wrapper = LocalWrapper(name: name.name, isProjection: true)
            declareName(Identifier("$" + name.name, range: name.range), .variable(projection))
        }
        return statement
    }

    /// The place `x = v` assigns: the storage's `wrappedValue`, through its nonmutating setter;
    /// `$x` is get-only.
    func wrappedLocalPlace(_ wrapper: LocalWrapper, range: SourceRange) -> (Place, SwiftType)? {
        if wrapper.isProjection {
            error("cannot assign to value: '$\(wrapper.name)' is immutable", range)
            return nil
        }
        return place(wrappedLocalAccess(wrapper, range: range))
    }

    /// What `x` or `$x` of a local wrapped variable stands for: `_x.wrappedValue` or its projection.
    func wrappedLocalAccess(_ wrapper: LocalWrapper, range: SourceRange) -> Expr {
        let name = Identifier(wrapper.name, range: range)
        return wrapper.isProjection ? PropertyWrapperRewrite.projection(of: name, id: Self.synthesizedID)
                                    : PropertyWrapperRewrite.wrappedValue(of: name, id: Self.synthesizedID)
    }
}
