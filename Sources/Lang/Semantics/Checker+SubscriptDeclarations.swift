/// Subscripts a program declares (`subscript(row: Int, column: Int) -> Double { get set }`): a
/// getter taking the subscript's parameters and an optional setter taking them and the new value,
/// called by `value[…]` reads and assignments (a `static` or `class` one's by `Type[…]`).
extension Checker {
    /// Declares a subscript's getter and setter in `table`, queueing their bodies.
    func declareSubscript(_ declaration: SubscriptDecl, table: TypeMembers, selfType: SwiftType, owner: NominalDecl?,
                          isProtocol: Bool, isStatic: Bool, range: SourceRange) {
        let generics = makeTypeParameters(declaration.genericParameters, whereClause: declaration.whereClause)
        typeParameters.append(Dictionary(generics.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }))
        let result = resolveType(declaration.result)
        typeParameters.removeLast()
        // A subscript's parameters have no argument label unless two names are written.
        let parameters = declaration.parameters.map { parameter -> Parameter in
            guard parameter.secondName == nil, let name = parameter.firstName else { return parameter }
            var unlabeled = parameter
            unlabeled.firstName = Identifier("_", range: name.range)
            unlabeled.secondName = name
            return unlabeled
        }
        let (getterBody, setterBody, setterName, hasSetter, isNonmutatingSetter) = GetSetBodies.of(declaration.accessors)
        let getter = makeSymbol(name: "subscript", parameters: parameters, result: result, effects: .none,
                                generics: generics, hasSelf: !isStatic, isStatic: isStatic,
                                isRequirement: isProtocol && getterBody == nil)
        getter.opaqueResultSite = Checker.opaqueResultSite(declaration.result, at: GetSetBodies.getterSite(declaration.accessors))
        var setter: FunctionSymbol?
        if hasSetter {
            let newValue = Parameter(id: declaration.result.id, range: range, attributes: [],
                                     firstName: Identifier(setterName, range: range), secondName: nil,
                                     type: declaration.result, isVariadic: false, defaultValue: nil)
            let isMutating = owner?.kind != .class && !isNonmutatingSetter && !isStatic
            let symbol = makeSymbol(name: "subscript(set)", parameters: parameters + [newValue], result: .void,
                                    effects: .none, generics: generics, hasSelf: !isStatic, isMutating: isMutating,
                                    isStatic: isStatic, isRequirement: isProtocol && setterBody == nil)
            setter = symbol
            if let setterBody {
                pendingKey.map { key in
                    pendingBodies[key, default: []].append { [unowned self] in
                        self.lowerBody(symbol, parameters: parameters + [newValue], body: setterBody, selfType: selfType,
                                       isMutating: isMutating, parentContext: self.environment.globalContext)
                    }
                }
            }
        }
        if isStatic {
            table.staticSubscripts.append((getter, setter))
        } else {
            table.subscripts.append((getter, setter))
        }
        // A protocol's subscript requirement is dispatched by selector (Checker+ProtocolSubscripts.swift);
        // an extension's generic subscript of the same labels (`subscript<S: Sequence>(indices: S)`)
        // is another subscript, not the requirement's default.
        if !isStatic, table.bySelector[getter.selector] == nil || (getterBody != nil && (generics.isEmpty || !isProtocol)) {
            table.bySelector[getter.selector] = getter
        }
        if let getterBody {
            pendingKey.map { key in
                pendingBodies[key, default: []].append { [unowned self] in
                    // A subscript's body is its getter, as swiftc names it when a return is missing.
                    self.lowerBody(getter, parameters: parameters, body: getterBody, selfType: selfType,
                                   parentContext: self.environment.globalContext, kind: "getter")
                }
            }
        }
    }

    /// The subscripts `type` declares (its own, a superclass's, or an extension's), or nil.
    func declaredSubscripts(of type: SwiftType) -> [(getter: FunctionSymbol, setter: FunctionSymbol?)]? {
        if case .nominal(let decl, _) = type {
            var current: NominalDecl? = decl
            var hops = 0
            // A protocol extension's own subscripts (`extension Container { subscript<S>(indices: S) … }`)
            // are the conforming type's too, beside those it declares.
            let inherited = decl.kind == .protocol ? [] : protocolExtensionSubscripts(of: decl)
            while let owner = current, hops < 100 {
                let subscripts = environment.members(of: owner).subscripts
                if !subscripts.isEmpty { return subscripts + inherited }
                current = owner.superclass
                hops += 1
            }
            return inherited.isEmpty ? nil : inherited
        }
        let tables = [environment.extensionMembers(of: type)].compactMap { $0 } + sequenceExtensionTables(of: type)
        let subscripts = tables.flatMap(\.subscripts)
        return subscripts.isEmpty ? nil : subscripts
    }

    /// `value[arguments]` through a declared subscript's getter; a generic one's parameters are
    /// inferred from its arguments and from `expected`, the context's type, as a generic call's are.
    func callDeclaredSubscript(_ base: Typed, _ subscripts: [(getter: FunctionSymbol, setter: FunctionSymbol?)],
                               arguments: [Argument], expected: SwiftType? = nil, range: SourceRange) -> Typed {
        guard let getter = chooseOverload(subscripts.map(\.getter), arguments: arguments, range: range) else {
            lowerAll(arguments)
            return Typed(Constant(.void, line: range.line), .error)
        }
        // A builtin type's extension subscript (`extension Collection`) has the receiver's `Element`.
        var substitution = base.type.nominalDecl == nil ? builtinSubstitution(.function(getter.type), receiver: base.type)
            : typeArgumentSubstitution(base.type)
        // `self[0]` in `extension Container where Item: Equatable` is the extension's own `Item`.
        // So is a protocol extension's subscript called on a conforming type (`stack[[0, 2]]`): its `Item` is the conformer's.
        if let decl = base.type.nominalDecl, decl.kind == .protocol || protocolExtensionSubscripts(of: decl).contains(where: { $0.getter === getter }) {
            substitution.merge(associatedTypeBindings(of: base.type)) { first, _ in first }
        }
        // A protocol's requirement (`self[0]` in its extension) is the conforming type's subscript.
        return callSymbol(getter, arguments: arguments, expected: getter.genericParameters.isEmpty ? nil : expected,
                          range: range, receiver: base.node,
                          dynamicReceiver: getter.code.isRequirement, substitution: substitution)
    }

    /// A place for `value[arguments] = …` through a declared subscript's getter and setter.
    func declaredSubscriptPlace(_ basePlace: Place, _ baseType: SwiftType,
                                _ subscripts: [(getter: FunctionSymbol, setter: FunctionSymbol?)],
                                arguments: [Argument], range: SourceRange) -> (Place, SwiftType)? {
        guard let getter = chooseOverload(subscripts.map(\.getter), arguments: arguments, range: range) else {
            lowerAll(arguments)
            return nil
        }
        guard let setter = subscripts.first(where: { $0.getter === getter })?.setter else {
            error("cannot assign through subscript: subscript is get-only", range)
            return nil
        }
        let specs = parameterSpecs(getter)
        guard let matched = matchArguments(arguments, to: specs, range: range, report: true) else { return nil }
        var substitution = typeArgumentSubstitution(baseType)
        // A generic subscript's own parameters are bound by its arguments, as a call's are
        // (`values[BadgeStyleKey.self] = style` for `subscript<K: EnvironmentKey>(key: K.Type) -> K.Value`).
        if !getter.genericParameters.isEmpty {
            let inferred = inferGenerics(matched, specs, generics: getter.genericParameters, expectedResult: nil,
                                         result: getter.type.result, known: substitution, printed: false)
            substitution.merge(inferred) { first, _ in first }
            bindAssociatedTypes(getter.genericParameters, in: &substitution)
        }
        let (nodes, _) = lowerArguments(matched, specs, substitution: substitution, range: range)
        // The accessors' bodies read the generic parameters' witnesses (`K.defaultValue`), as a call's do.
        let bindings = witnessBindings(substitution)
        let place = SubscriptPlace(base: basePlace, getter: getter.code, setter: setter.code, arguments: nodes, bindings: bindings,
                                   needsResolving: bindings.contains { containsGeneric($0.1) }, line: range.line)
        return (place, getter.type.result.substituting(substitution))
    }

    /// The generic arguments of a nominal type, keyed by its generic parameters (with the
    /// associated types they fix, as `typeArgumentSubstitution(_:_:)` resolves them).
    func typeArgumentSubstitution(_ type: SwiftType) -> [TypeParameter: SwiftType] {
        guard case .nominal(let decl, let arguments) = type else { return [:] }
        return typeArgumentSubstitution(decl, arguments)
    }

    /// The subscripts with bodies that extensions of the program protocols `decl` conforms to
    /// declare (not their requirements, which `decl`'s own subscripts meet).
    func protocolExtensionSubscripts(of decl: NominalDecl) -> [(getter: FunctionSymbol, setter: FunctionSymbol?)] {
        var visited: Set<ObjectIdentifier> = []
        var pending = environment.conformances.protocols(of: decl)
        var found: [(getter: FunctionSymbol, setter: FunctionSymbol?)] = []
        while let proto = pending.popLast() {
            guard visited.insert(ObjectIdentifier(proto)).inserted else { continue }
            if !proto.isBuiltin {
                found += environment.members(of: proto).subscripts.filter { !$0.getter.code.isRequirement }
            }
            pending.append(contentsOf: environment.conformances.protocols(of: proto))
        }
        return found
    }
}

/// The `get` and `set` accessors of a computed property or subscript.
enum GetSetBodies {
    /// Whether the block's getter is `mutating get` (a lazy property's, LazyPropertyRewrite).
    static func hasMutatingGetter(_ block: AccessorBlock?) -> Bool {
        guard case .accessors(let accessors, _)? = block else { return false }
        return accessors.contains { $0.kind == .get && $0.modifiers.contains { $0.kind == .mutating } }
    }

    /// Where swiftc puts an error about the getter as a whole: its `get`, or the opening brace of
    /// a block that is the getter; nil without one.
    static func getterSite(_ block: AccessorBlock?) -> SourceRange? {
        switch block {
        case .getter(let body)?: return body.range.startOnly
        case .accessors(let accessors, _)?: return accessors.first { $0.kind == .get }?.range.startOnly
        case nil: return nil
        }
    }

    /// The getter's body, the setter's body, the setter's parameter name (`newValue` unless
    /// written), whether there is a setter, and whether it is `nonmutating`.
    static func of(_ block: AccessorBlock?) -> (getter: CodeBlock?, setter: CodeBlock?, setterName: String,
                                                hasSetter: Bool, isNonmutating: Bool) {
        var result: (getter: CodeBlock?, setter: CodeBlock?, setterName: String, hasSetter: Bool, isNonmutating: Bool)
            = (nil, nil, "newValue", false, false)
        switch block {
        case .getter(let body)?: result.getter = body
        case .accessors(let accessors, _)?:
            for accessor in accessors {
                if accessor.kind == .get { result.getter = accessor.body }
                if accessor.kind == .set {
                    result.hasSetter = true
                    result.setter = accessor.body
                    result.isNonmutating = accessor.modifiers.contains { $0.kind == .nonmutating }
                    if let parameter = accessor.parameter { result.setterName = parameter.name }
                }
            }
        case nil: break
        }
        return result
    }
}
