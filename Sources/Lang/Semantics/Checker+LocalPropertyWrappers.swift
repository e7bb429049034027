/// Property wrappers on local variables, as swiftc takes them in a function, a closure or a view
/// builder: `@State var x = 0` declares the storage `_x` (a local `State<Int>`), and `x` and `$x`
/// read and write through it, as a property's synthesised accessors do (`PropertyWrapperRewrite`).
extension Checker {
    /// A local wrapped variable with one plain name, lowered: the storage's declaration, with
    /// `x` (and `$x` for a wrapper with a projection) declared to go through it. Nil for anything
    /// else (a top-level one is swiftc's error, reported by the caller; a name the scope declares
    /// already is lowered as a plain variable, whose redeclaration the caller reports as swiftc does).
    ///
    /// A wrapped parameter (`isParameter`, SE-0293) is lowered the same way, from the declaration
    /// `wrappedParameterDeclaration` makes of it; its `x` cannot be assigned.
    func lowerWrappedLocal(_ decl: Decl, isParameter: Bool = false) -> Statement? {
        guard scope !== root, let wrapper = wrapperName(of: decl),
              case .variable(let variable) = decl.kind, let binding = variable.bindings.first,
              case .identifier(let name) = binding.pattern.kind, scope.names[name.name] == nil,
              let storageDecl = PropertyWrapperRewrite.expand(decl, program: environment.programWrappers)?.first else { return nil }
        let statement = lowerDeclaration(storageDecl)
        guard case .variable(let storage)? = lookup("_" + name.name) else { return statement }
        let isOwn = isProgramWrapper(storage.type)
        let depth = PropertyWrapperRewrite.depth(of: decl, program: environment.programWrappers)
        let value: SwiftType = if isOwn { composedValueType(of: storage.type, depth: depth) ?? .error }
            else if case .nominal(_, let arguments) = storage.type, let first = arguments.first { first } else { .error }
        if let written = binding.type.map({ Checker(probing: self).resolveType($0) }) {
            _ = writtenWrappedValueType(written, wrapped: value, name: name)
        }
        var wrapped = storage
        wrapped.type = value
        wrapped.isLet = false
        wrapped.wrapper = LocalWrapper(name: name.name, isProjection: false, isProgramWrapper: isOwn, depth: depth,
                                       isParameter: isParameter)
        if case .variable(let declared) = storageDecl.kind, declared.bindings.first?.initializer == nil {
            // The value its first assignment is given, for building the storage from.
            let generic = !isOwn || environment.programWrappers[wrapper]?.isGeneric == true
            let explicit = decl.attributes.first { $0.name.name == wrapper }?.genericArguments ?? []
            wrapped.wrapper?.deferred = (wrapper, !explicit.isEmpty ? explicit : generic ? [binding.type].compactMap { $0 } : [])
            declareName(Identifier(Self.firstValueName(name.name), range: name.range),
                        .variable(Variable(type: value, isLet: false, slot: context.allocate(), context: context)))
        }
        declareName(name, .variable(wrapped))
        if isOwn, environment.programWrappers[wrapper]?.hasProjection == true,
           let projected = wrapperMemberType("projectedValue", of: storage.type) {
            var projection = storage
            projection.type = projected
            projection.isLet = true
            projection.wrapper = LocalWrapper(name: name.name, isProjection: true, isProgramWrapper: true)
            declareName(Identifier("$" + name.name, range: name.range), .variable(projection))
        } else if !isOwn, PropertyWrapperRewrite.wrappers[wrapper] == true,
                  case .type(.nominal(let bindingDecl, _))? = lookup("Binding") {
            var projection = storage
            projection.type = .nominal(bindingDecl, [value])
            projection.isLet = true
            projection.wrapper = LocalWrapper(name: name.name, isProjection: true)
            declareName(Identifier("$" + name.name, range: name.range), .variable(projection))
        }
        return statement
    }

    /// The place `x = v` assigns: the storage's `wrappedValue`, through its nonmutating setter;
    /// `$x` is get-only. For `x` declared without a value, an assignment before the storage
    /// exists makes it (`_x = State<T>(wrappedValue: v)`), as swiftc's definite initialisation does.
    func wrappedLocalPlace(_ wrapper: LocalWrapper, range: SourceRange) -> (Place, SwiftType)? {
        if wrapper.isProjection || wrapper.isParameter {
            error("cannot assign to value: '\(wrapper.isProjection ? "$" : "")\(wrapper.name)' is immutable", range)
            return nil
        }
        let firstValue = Expr(id: Self.synthesizedID, range: range,
                              kind: .identifier(Identifier(Self.firstValueName(wrapper.name), range: range), genericArguments: []))
        // Assigning `x` initialises the storage (definite initialisation reads no `_x` here).
        if wrapper.deferred != nil, case .variable(let storage)? = lookup("_" + wrapper.name) {
            noteMutation(storage, target: firstValue)
        }
        guard let (inner, type) = place(wrappedLocalAccess(wrapper, range: range)) else { return nil }
        guard let deferred = wrapper.deferred, case .variable(let storage)? = lookup("_" + wrapper.name),
              case .variable(let first)? = lookup(Self.firstValueName(wrapper.name)) else { return (inner, type) }
        let made = expression(PropertyWrapperRewrite.construction(deferred.wrapper, typeArguments: deferred.typeArguments,
                                                                                 value: firstValue),
                              expected: storage.type)
        return (FirstAssignmentPlace(storage: VariablePlace(location(of: storage), line: range.line),
                                     firstValue: VariablePlace(location(of: first), line: range.line),
                                     make: made.node, wrapped: inner, line: range.line), type)
    }

    /// The hidden local holding the first value of `x` declared without one (not a name a
    /// program can write).
    private static func firstValueName(_ name: String) -> String { "$" + name + "$first" }

    /// `x` or `$x` read: its storage's wrapped value or projection. Read before the first
    /// assignment of an `x` declared without a value, it is swiftc's error for the getter that
    /// reads the storage: "variable '_x' used by function definition before being initialized".
    func wrappedLocalValue(_ wrapper: LocalWrapper, range: SourceRange, expected: SwiftType?) -> Typed {
        let errors = initialization.errors.count
        let typed = expression(wrappedLocalAccess(wrapper, range: range), expected: expected)
        if initialization.errors.count > errors, let last = initialization.errors.last,
           last.message.hasSuffix(" used before being initialized") {
            initialization.errors[initialization.errors.count - 1].message =
                "variable '_\(wrapper.name)' used by function definition before being initialized"
        }
        return typed
    }

    /// What `x` or `$x` of a local wrapped variable stands for: `_x.wrappedValue` or its projection.
    func wrappedLocalAccess(_ wrapper: LocalWrapper, range: SourceRange) -> Expr {
        let name = Identifier(wrapper.name, range: range)
        if wrapper.isProjection, wrapper.isProgramWrapper {
            return PropertyWrapperRewrite.projectedValue(of: name, id: Self.synthesizedID)
        }
        return wrapper.isProjection ? PropertyWrapperRewrite.projection(of: name, id: Self.synthesizedID)
                                    : PropertyWrapperRewrite.wrappedValue(of: name, id: Self.synthesizedID, depth: wrapper.depth)
    }

    /// A function's parameter with a wrapper attribute (`@Upper name: String`, SE-0293) as the
    /// local wrapped variable its body sees, `@Upper var name: String = argument`, the argument
    /// being the parameter under a name no program can write (`wrappedArgumentName`). Nil for a
    /// parameter without one, or one swiftc does not wrap (variadic, `inout`, unnamed).
    func wrappedParameterDeclaration(_ parameter: Parameter) -> Decl? {
        guard let name = parameter.localName, !parameter.isVariadic else { return nil }
        return wrappedParameterDeclaration(name: name, type: parameter.type, attributes: parameter.attributes, id: parameter.id,
                                           range: parameter.range)
    }

    /// The same for a function's or a closure's parameter given by its parts (a closure's may
    /// have no written type: the storage then takes the argument's).
    func wrappedParameterDeclaration(name: Identifier, type: TypeExpr?, attributes: [Attribute], id: NodeID,
                                     range: SourceRange) -> Decl? {
        guard name.name != "_", attributes.contains(where: {
            environment.programWrappers[$0.name.name] != nil || PropertyWrapperRewrite.wrappers[$0.name.name] != nil
        }) else { return nil }
        if case .inOut? = type?.kind { return nil }
        let argument = Expr(id: id, range: name.range,
                            kind: .identifier(Identifier(Self.wrappedArgumentName(name.name), range: name.range), genericArguments: []))
        return Decl(id: id, range: range, docComment: nil, attributes: attributes, modifiers: [],
                    kind: .variable(VariableDecl(introducer: .var, bindings: [
                        PatternBinding(id: id, range: range, pattern: Pattern(id: id, range: name.range, kind: .identifier(name)),
                                       type: type, initializer: argument, accessors: nil),
                    ])))
    }

    /// The name a wrapped parameter's argument is declared under in the body.
    static func wrappedArgumentName(_ name: String) -> String { "$" + name + "$argument" }
}
