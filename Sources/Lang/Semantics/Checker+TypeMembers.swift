/// The members of types and extensions: signatures when hoisted, bodies queued for the
/// declaration's turn.
extension Checker {
    /// Declares methods, initialisers, computed and static properties of `type`.
    func declareMemberSignatures(_ members: [Decl], in type: SwiftType, decl: NominalDecl, isBody: Bool,
                                 constrained: SwiftType? = nil) {
        let table = environment.members(of: decl)
        withType(decl) {
            let selfType = constrained ?? currentType ?? type
            currentType = selfType
            let savedConstrained = declaringConstrainedSelf
            declaringConstrainedSelf = constrained
            defer { declaringConstrainedSelf = savedConstrained }
            typeParameters.append(Dictionary(parametersInScope(of: selfType).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }))
            defer { typeParameters.removeLast() }
            for member in activeDeclarations(members) {
                declareMember(member, table: table, selfType: selfType, owner: decl, isBody: isBody)
            }
        }
    }

    /// Declares members a program adds to a builtin type (`extension Int { … }`); `constrained`
    /// for an extension with a `where` clause, whose members keep `type` to check each use by.
    func declareBuiltinExtension(_ members: [Decl], of type: SwiftType, constrained: Bool = false) {
        let table = environment.makeExtensionMembers(of: type)
        let savedType = currentType
        currentType = type
        let (savedConstrained, savedBuiltin) = (declaringConstrainedSelf, declaringBuiltinSelf)
        declaringConstrainedSelf = constrained ? type : nil
        declaringBuiltinSelf = type
        typeParameters.append(Dictionary(parametersInScope(of: type).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }))
        defer {
            currentType = savedType
            (declaringConstrainedSelf, declaringBuiltinSelf) = (savedConstrained, savedBuiltin)
            typeParameters.removeLast()
        }
        for member in activeDeclarations(members) {
            declareMember(member, table: table, selfType: type, owner: nil, isBody: false)
        }
    }

    func queue(_ owner: NominalDecl?, _ body: @escaping () -> Void) {
        pendingKey.map { pendingBodies[$0, default: []].append(body) }
        _ = owner
    }

    private func declareMember(_ member: Decl, table: TypeMembers, selfType: SwiftType, owner: NominalDecl?, isBody: Bool,
                               constrainingSelf: Bool = true) {
        if constrainingSelf, let constrained = memberConstrainedSelf(Self.memberWhereClause(member), selfType: selfType) {
            withMemberSelf(constrained) {
                declareMember(member, table: table, selfType: constrained, owner: owner, isBody: isBody, constrainingSelf: false)
            }
            if case .initializer = member.kind { table.initializers.last?.constrainsSelfInOwnClause = true }
            return
        }
        let isStatic = member.has(.static) || member.has(.class)
        let isProtocol = owner?.kind == .protocol
        switch member.kind {
        case .function(let function):
            if selfType.nominalDecl?.kind == .class, let mutating = member.modifiers.first(where: { $0.kind == .mutating }) {
                error("'mutating' is not valid on instance methods in classes", mutating.range)
            }
            let generics = makeTypeParameters(function.genericParameters, whereClause: function.whereClause)
            typeParameters.append(Dictionary(generics.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }))
            let result = function.result.map { resolveType($0) } ?? .void
            typeParameters.removeLast()
            let symbol = makeSymbol(name: function.name.name, parameters: function.parameters, result: result,
                                    effects: function.effects, generics: generics, hasSelf: !isStatic,
                                    isMutating: member.has(.mutating), isStatic: isStatic,
                                    isRequirement: isProtocol && function.body == nil)
            symbol.dispatchesDynamically = owner?.kind == .class || isProtocol
            symbol.isPostfix = member.has(.postfix)
            if isStatic { checkOperatorDeclared(function, declaredBy: member) }
            bindNative(symbol, declaredBy: member)
            symbol.isOverride = member.has(.override)
            symbol.isFinal = member.has(.final)
            symbol.isWrittenStatic = member.has(.static)
            symbol.isDisfavored = member.attribute(named: "_disfavoredOverload") != nil
            symbol.returnsSelf = function.result.map(Checker.namesSelf) ?? false
            symbol.opaqueResultSite = Checker.opaqueResultSite(function.result, at: function.name.range)
            symbol.resultMentionsSelf = isProtocol && (function.result.map(Checker.mentionsSelf) ?? false)
            if isStatic, function.name.name == "==", let owner, owner.kind != .protocol { owner.declaresEquality = true }
            if owner?.kind == .class { overrideChecks.append((symbol, function.name.range)) }
            if isProtocol, function.body == nil { table.requirementSelectors.insert(symbol.selector) }
            if isStatic {
                table.staticMethods[function.name.name, default: []].append(symbol)
            } else {
                table.methods[function.name.name, default: []].append(symbol)
                if table.bySelector[symbol.selector] == nil || !symbol.code.isRequirement {
                    table.bySelector[symbol.selector] = symbol
                }
            }
            let parameters = function.parameters
            let body = viewBuilderBody(function.body, of: member, named: function.name.name, result: result)
            let mutating = member.has(.mutating)
            queue(owner) { [unowned self] in
                self.lowerBody(symbol, parameters: parameters, body: body, selfType: selfType, isMutating: mutating,
                               parentContext: self.environment.globalContext, nameRange: function.name.range)
            }
        case .initializer(let initializer):
            let generics = makeTypeParameters(initializer.genericParameters, whereClause: initializer.whereClause)
            let result: SwiftType = initializer.failability == .none ? selfType : .optional(selfType)
            let symbol = makeSymbol(name: "init", parameters: initializer.parameters, result: result,
                                    effects: initializer.effects, generics: generics, hasSelf: true,
                                    isRequirement: isProtocol)
            bindNative(symbol, declaredBy: member)
            symbol.isRequired = member.has(.required)
            symbol.isConvenience = member.has(.convenience)
            symbol.isDisfavored = member.attribute(named: "_disfavoredOverload") != nil
            symbol.isFailable = initializer.failability != .none
            symbol.isImplicitlyUnwrappedFailable = initializer.failability == .implicitlyUnwrapped
            table.initializers.append(symbol)
            if isBody { table.hasInitializerInBody = true }
            let parameters = initializer.parameters
            let body = initializer.body
            let keyword = initKeywordRange(member.range)
            queue(owner) { [unowned self] in
                if !isBody, let owner, let keyword { self.rejectMemberwiseRedeclaration(symbol, of: owner, at: keyword) }
                self.lowerBody(symbol, parameters: parameters, body: body, selfType: selfType, isInitializer: true,
                               parentContext: self.environment.globalContext, nameRange: keyword)
            }
        case .variable(let variable):
            for binding in variable.bindings {
                declareProperty(binding, variable: variable, member: member, table: table, selfType: selfType,
                                owner: owner, isStatic: isStatic, isProtocol: isProtocol)
            }
        case .subscript(let declaration):
            declareSubscript(declaration, table: table, selfType: selfType, owner: owner, isProtocol: isProtocol,
                             isStatic: isStatic, range: member.range)
        case .nominalType, .enumCase, .typeAlias, .associatedType, .import:
            break
        case .deinitializer(let body):
            declareDeinitializer(body, owner: owner, selfType: selfType)
        default:
            unsupported("this member", member.range)
        }
    }

    /// What a property's observers are lowered as observing: an instance property by its name
    /// (stored to through `self`), a static one by its type and name (by address: the type's
    /// member table, which holds the observer, is held with its type by `tabledDeclarations`).
    static func observerKey(_ property: String, static owner: NominalDecl?) -> String {
        owner.map { "static \(ObjectIdentifier($0)) \(property)" } ?? property
    }

    /// A stored property's `willSet` and `didSet`, as mutating methods taking the new or old value;
    /// `didSetLowered` is told, once the `didSet` body is checked, whether it needs the old value.
    func declareObservers(_ accessors: [AccessorDecl], property: String, type: SwiftType, binding: PatternBinding,
                          table: TypeMembers, selfType: SwiftType, owner: NominalDecl?, isStatic: Bool = false,
                          didSetLowered: ((_ readsOldValue: Bool) -> Void)? = nil) {
        var willSet: FunctionSymbol?
        var didSet: FunctionSymbol?
        for accessor in accessors where accessor.kind == .willSet || accessor.kind == .didSet {
            let isWill = accessor.kind == .willSet
            let parameterName = accessor.parameter?.name ?? (isWill ? "newValue" : "oldValue")
            let placeholder = TypeExpr(id: accessor.id, range: accessor.range, kind: .error)
            let parameter = Parameter(id: accessor.id, range: accessor.range, attributes: [],
                                      firstName: Identifier(parameterName, range: accessor.range), secondName: nil,
                                      type: placeholder, isVariadic: false, defaultValue: nil)
            let symbol = makeSymbol(name: (isWill ? "willSet:" : "didSet:") + property, parameters: [], result: .void,
                                    effects: .none, generics: [], hasSelf: !isStatic, isMutating: !isStatic, isStatic: isStatic)
            symbol.type = FunctionType([FunctionParameter(type)], .void)
            symbol.labels = [nil]
            symbol.code.parameterCount = 1
            if isWill { willSet = symbol } else { didSet = symbol }
            let body = accessor.body
            queue(owner) { [unowned self] in
                let function = self.lowerBody(symbol, parameters: [parameter], body: body, selfType: selfType,
                                              isMutating: !isStatic && owner?.kind != .class,
                                              parentContext: self.environment.globalContext,
                                              observing: Self.observerKey(property, static: isStatic ? owner : nil))
                // As swiftc does, a `didSet(old)` that names its parameter gets the old value even
                // unread; the implicit `oldValue` only when read (its slot follows `self`'s).
                if !isWill {
                    didSetLowered?(accessor.parameter != nil || function?.slotsRead?.contains(isStatic ? 0 : 1) ?? false)
                }
            }
        }
        if isStatic { table.staticObservers[property] = (willSet, didSet) } else { table.observers[property] = (willSet, didSet) }
    }

    private func declareProperty(_ binding: PatternBinding, variable: VariableDecl, member: Decl, table: TypeMembers,
                                 selfType: SwiftType, owner: NominalDecl?, isStatic: Bool, isProtocol: Bool) {
        guard case .identifier(let name) = binding.pattern.kind else { return }
        if isProtocol { checkProtocolPropertyRequirement(binding, variable: variable, name: name) }
        if wrappedName(ofStorage: member) != nil { table.wrapperStorage.insert(name.name) }
        if member.has(.override), !isStatic, isStored(binding), case .accessors(let accessors, _)? = binding.accessors {
            declareObserverOverride(accessors, property: name, binding: binding, table: table, selfType: selfType, owner: owner)
            return
        }
        if isStored(binding), !isProtocol {
            if member.has(.weak), let type = owner?.storedProperties.first(where: { $0.name == name.name })?.type {
                checkWeakReference(type, at: name.range)
            }
            if !isStatic, case .accessors(let accessors, _)? = binding.accessors,
               let propertyType = owner?.storedProperties.first(where: { $0.name == name.name })?.type {
                declareObservers(accessors, property: name.name, type: propertyType, binding: binding, table: table,
                                 selfType: selfType, owner: owner)
            }
            guard isStatic else { return }
            let type: SwiftType = binding.type.map { resolveType($0) }
                ?? binding.initializer.map { Checker(probing: self).expression($0, expected: nil).type } ?? .error
            if binding.type == nil, type == .error, let initializer = binding.initializer, let owner {
                pendingStaticInferences.append((table, name.name, initializer, owner))
            }
            if case .accessors(let accessors, _)? = binding.accessors {
                declareObservers(accessors, property: name.name, type: type, binding: binding, table: table,
                                 selfType: selfType, owner: owner, isStatic: true)
            }
            let slot = environment.globalContext.allocate()
            var stored = Variable(type: type, isLet: variable.introducer == .let, slot: slot, context: environment.globalContext)
            // A top-level type's static is initialised at its first use; a type local to a
            // function (whose initial values see the function's frame) and the library's own
            // statics, which the library reads directly, are initialised where they are declared.
            let startsNil = binding.initializer == nil && variable.introducer == .var && type.optionalWrapped != nil
            let lazy = !declaresLibrary && context.isGlobal && (binding.initializer != nil || startsNil) ? LazyStatic(slot: slot) : nil
            stored.lazyStatic = lazy
            if let written = binding.type, case .implicitlyUnwrapped = written.kind { stored.isImplicitlyUnwrapped = true }
            table.staticVariables[name.name] = stored
            if let initializer = binding.initializer {
                queue(owner) { [unowned self] in
                    // The value may name the type's other static members unqualified, as swiftc allows.
                    let savedType = self.currentType
                    self.currentType = selfType
                    defer { self.currentType = savedType }
                    // The type as inferred once the cell's functions were declared.
                    let type = table.staticVariables[name.name]?.type ?? type
                    let typed = self.expression(initializer, expected: type)
                    let node = self.coerce(typed, to: type, at: caret(initializer), role: .annotation)
                    if let lazy {
                        lazy.initializer = node
                    } else {
                        self.staticInitializers.append(Initialize(.global(slot), node, line: initializer.range.line))
                    }
                }
            } else if variable.introducer == .var, type.optionalWrapped != nil {
                // An optional `var` without a value starts as nil.
                let null = Constant(.null, line: binding.range.line)
                if let lazy { lazy.initializer = null } else { staticInitializers.append(Initialize(.global(slot), null, line: binding.range.line)) }
            }
            return
        }
        // A wrapped property without a written type has its storage's, which may be known only once
        // every member is declared (Checker+WrappedTypeInference): till then, the error type.
        let wrappedType = binding.type == nil && wrapperName(of: member) != nil
            ? wrappedPropertyType(name.name, of: member, owner: owner) ?? .error : nil
        guard let typeExpression = binding.type ?? wrappedType.map({ _ in TypeExpr(id: binding.id, range: binding.range, kind: .error) })
        else {
            error("computed property must have an explicit type", binding.range)
            return
        }
        let type = wrappedType ?? writtenWrappedPropertyType(resolveType(typeExpression), name: name, of: member, owner: owner)
        let (getterBody, setterBody, setterName, hasSetter, isNonmutatingSetter) = GetSetBodies.of(binding.accessors)
        let isMutatingGetter = !isStatic && owner?.kind != .class && GetSetBodies.hasMutatingGetter(binding.accessors)
        let getter = makeSymbol(name: "get:" + name.name, parameters: [], result: type, effects: .none, generics: [],
                                hasSelf: !isStatic, isMutating: isMutatingGetter, isStatic: isStatic,
                                isRequirement: isProtocol && getterBody == nil)
        getter.dispatchesDynamically = owner?.kind == .class || isProtocol
        getter.returnsSelf = binding.type.map(Checker.namesSelf) ?? false
        getter.opaqueResultSite = Checker.opaqueResultSite(binding.type, at: GetSetBodies.getterSite(binding.accessors))
        getter.isWrittenStatic = member.has(.static)
        var setter: FunctionSymbol?
        if hasSetter, let setterBody {
            // A setter's `newValue` may be kept (a closure stored by it escapes), as in Swift.
            let escaping = Attribute(name: Identifier("escaping", range: binding.range), arguments: nil, argumentText: nil,
                                     range: binding.range)
            let parameter = Parameter(id: binding.id, range: binding.range, attributes: [],
                                      firstName: Identifier(setterName, range: binding.range), secondName: nil,
                                      type: TypeExpr(id: typeExpression.id, range: typeExpression.range,
                                                     kind: .attributed([escaping], typeExpression)),
                                      isVariadic: false, defaultValue: nil)
            let symbol = makeSymbol(name: "set:" + name.name, parameters: [parameter], result: .void, effects: .none,
                                    generics: [], hasSelf: !isStatic, isMutating: !isNonmutatingSetter, isStatic: isStatic)
            symbol.type = FunctionType([FunctionParameter(type)], .void)
            setter = symbol
            queue(owner) { [unowned self] in
                self.lowerBody(symbol, parameters: [parameter], body: setterBody, selfType: selfType,
                               isMutating: owner?.kind != .class && !isNonmutatingSetter,
                               parentContext: self.environment.globalContext)
            }
        } else if hasSetter, isProtocol, !isStatic {
            // A `{ get set }` requirement: what it sets is the conforming type's (DynamicPropertyPlace).
            let symbol = makeSymbol(name: "set:" + name.name, parameters: [], result: .void, effects: .none, generics: [],
                                    hasSelf: true, isMutating: true, isRequirement: true)
            symbol.type = FunctionType([FunctionParameter(type)], .void)
            setter = symbol
        }
        if isStatic {
            table.staticComputed[name.name] = (type, getter)
            table.staticSetters[name.name] = setter
        } else {
            table.computed.declare(name.name, (type, getter, setter))
            if table.getterByName[name.name] == nil || getterBody != nil { table.getterByName[name.name] = getter }
            if table.bySelector[getter.name] == nil || getterBody != nil { table.bySelector[getter.name] = getter }
        }
        if let getterBody = viewBuilderBody(getterBody, of: member, named: name.name, result: type) {
            queue(owner) { [unowned self] in
                self.lowerBody(getter, parameters: [], body: getterBody, selfType: selfType, isMutating: isMutatingGetter,
                               parentContext: self.environment.globalContext, kind: "getter")
            }
        }
    }
}
