/// `let` and `var` declarations, and the statements that declarations leave to run.
extension Checker {
    /// Lowers a declaration met in statement order.
    func lowerDeclaration(_ decl: Decl) -> Statement? {
        let line = decl.range.line
        switch decl.kind {
        case .variable(let variable):
            checkAttributeTypes(of: decl)
            if scope === root, wrapperName(of: decl) != nil {
                // swiftc's verdict on a cell's `@State var x = 0`; the variable is still declared, so
                // that its uses add no errors of their own.
                error("property wrappers are not yet supported in top-level code", decl.range)
            } else if let wrapped = lowerWrappedLocal(decl) {
                return wrapped
            }
            let statements = variable.bindings.indices.compactMap { index in
                lowerBinding(variable.bindings[index], variable: variable, decl: decl,
                             annotation: sharedAnnotation(variable.bindings, index))
            }
            return statements.count == 1 ? statements[0] : Block(statements, line: line)
        case .function(let function):
            reportUnknownAttributes(of: decl)
            guard let symbol = declaredFunctions[decl.id.rawValue] else { return nil }
            let defaults = pendingBodies.removeValue(forKey: decl.id.rawValue) ?? []
            for lower in defaults { lower() }
            closuresCreated += 1
            lowerBody(symbol, parameters: function.parameters,
                      body: viewBuilderBody(function.body, of: decl, named: function.name.name, result: symbol.type.result),
                      selfType: nil, parentContext: context, nameRange: function.name.range)
            return nil
        case .nominalType, .extension:
            checkUnknownMemberAttributes(of: decl)
            return runPending(decl)
        case .typeAlias, .import, .operator, .precedenceGroup, .associatedType, .macroExpansion:
            return nil
        case .ifConfig(let config):
            let inner = activeClause(config).compactMap { lowerDeclaration($0) }
            return Block(inner, line: line)
        case .enumCase:
            error("enum 'case' is not allowed outside of an enum", decl.range)
            return nil
        case .initializer:
            error("initializers may only be declared within a type", decl.range)
            return nil
        case .subscript, .deinitializer:
            error("'\(decl.kind)' may only be declared within a type", decl.range)
            return nil
        case .error:
            return nil
        }
    }

    /// Lowers the queued member bodies of a type (and the types nested in it) or an extension.
    private func runPending(_ decl: Decl) -> Statement? {
        let line = decl.range.line
        var keys = [decl.id.rawValue]
        if case .nominalType(let nominal) = decl.kind { keys.append(contentsOf: nestedTypeIDs(nominal.members)) }
        if case .extension(let extensionDecl) = decl.kind { keys.append(contentsOf: nestedTypeIDs(extensionDecl.members)) }
        let savedInitializers = staticInitializers
        staticInitializers = []
        for key in keys {
            let bodies = pendingBodies[key] ?? []
            pendingBodies[key] = nil
            for body in bodies { body() }
        }
        let initializers = staticInitializers
        staticInitializers = savedInitializers
        return initializers.isEmpty ? nil : Block(initializers, line: line)
    }

    private func nestedTypeIDs(_ members: [Decl]) -> [Int] {
        var ids: [Int] = []
        for member in activeDeclarations(members) {
            if case .nominalType(let inner) = member.kind {
                ids.append(member.id.rawValue)
                ids.append(contentsOf: nestedTypeIDs(inner.members))
            }
        }
        return ids
    }

    /// One `name: Type = value` of a `let`/`var`.
    private func lowerBinding(_ binding: PatternBinding, variable: VariableDecl, decl: Decl, annotation: TypeExpr?) -> Statement? {
        let line = binding.range.line
        let isLet = variable.introducer == .let
        rejectLetObservers(binding, variable)
        var forward: Variable?
        if scope === root, case .identifier(let name) = binding.pattern.kind { forward = claimForwardGlobal(name.name) }
        if !isStored(binding) {
            // A function's local computed variable is declared as a top-level one is, its
            // accessors being functions local to the function (which, as a local function does,
            // may capture a loop's variables).
            if scope !== root { closuresCreated += 1 }
            lowerComputedGlobal(binding, isLet: isLet, attributes: decl.attributes)
            return nil
        }
        let takesAssignedType = isUntypedBuilderTemporary(binding, annotation: annotation)
        let annotated = takesAssignedType ? nil : annotation.map { bareLibraryGeneric($0, initializer: binding.initializer) ?? resolveType($0) }
        if let annotation, let annotated { rejectUnhashableKey(annotated, writtenAt: annotation.range) }
        var node: Expression?
        var type = annotated ?? .error
        var madeClosure: FunctionContext?
        if let initializer = binding.initializer {
            // A closure kept in a variable outlives the statement: it escapes.
            if case .closure = initializer.kind {
                argumentEscapes = true
                closureIsLetBound = isLet && !escapingLetClosures.contains(initializer.id)
            }
            confinement.lastClosure = nil
            markTypeNameValueSite(initializer)
            annotatedClosureError = annotated.flatMap { annotatedClosureError(initializer, annotated: $0) }
            // A generic `buildArray`'s array starts empty, its element not yet known.
            let typed = expression(initializer, expected: annotated ?? (takesAssignedType ? .array(.error) : nil))
            annotatedClosureError = nil
            closureIsLetBound = false
            if case .closure = initializer.kind { madeClosure = confinement.lastClosure }
            if annotated == .set(.error), case .set = typed.type {
                // `let s: Set = [Foo()]`: the element the literal gives must be Hashable.
                rejectUnhashableSet(typed.type, at: initializer.range)
                node = typed.node
                type = typed.type
            } else if let annotated, let inferred = genericArgumentsInferred(annotated, from: typed.type) {
                // `let s: Stack = Stack<String>()`: a generic type named without its arguments
                // takes them from the value, as swiftc does.
                node = typed.node
                type = inferred
            } else if let annotated {
                rejectThrowingClosure(initializer, typed: typed.type, to: annotated)
                // An annotated closure literal's `throw` is what swiftc blames instead.
                // One that says `throws` itself is blamed as a whole.
                if case .closure(let closure) = initializer.kind, !closure.effects.throwsErrors {} else {
                    rejectThrownErrorConversion(initializer, typed: typed.type, to: annotated)
                }
                if rejectOptionalTypedThrowsClosure(initializer, typed: typed.type, annotated: annotated) {
                    node = typed.node
                } else {
                    node = coerce(typed, to: annotated, at: caret(initializer), role: .annotation)
                }
            } else if ReferenceOwnership(decl) == .weak, typed.type.optionalWrapped == nil, !typed.type.containsError {
                // `weak let seen = object` holds an optional, as in Swift.
                type = .optional(typed.type)
                node = coerce(typed, to: type, at: caret(initializer), role: .annotation)
            } else {
                node = typed.node
                type = typed.type
                if type == .void, case .call = initializer.kind {} else if type == .void {
                    // Swift warns about a Void constant; it is allowed.
                }
            }
        } else if annotated == nil, !takesAssignedType {
            error("type annotation missing in pattern", binding.range)
        }
        switch binding.pattern.kind {
        case .identifier(let name):
            var symbol = Variable(type: type, isLet: isLet, slot: forward?.slot ?? context.allocate(), context: context)
            if let annotation, case .implicitlyUnwrapped = annotation.kind { symbol.isImplicitlyUnwrapped = true }
            symbol.isDeferredLet = isLet && binding.initializer == nil && (annotated != nil || takesAssignedType)
            symbol.takesAssignedType = takesAssignedType
            symbol.isTypedByAssignments = takesAssignedType
            symbol.ownership = ReferenceOwnership(decl)
            if let annotation, annotated == type { symbol.spelledType = Self.declaredSpelling(annotation, type) }
            if symbol.ownership != .strong, let value = node { node = Weaken(value, line: line) }
            let observers = globalObservers(binding, named: name.name, type: type)
            if observers != nil, scope !== root { closuresCreated += 1 }
            symbol.accessors = observers?.0
            declareName(name, .variable(symbol))
            if isLet, scope !== root, let madeClosure { confinement.noteHeld(madeClosure, by: symbol) }
            observers?.lower()
            let location = self.location(of: symbol)
            if node == nil { trackUninitialized(symbol, name: name.name) }
            if let node { return NumberNodes.store(node, type: numberNodeType(type), in: location, line: line) }
            let placeholder: Value = type.optionalWrapped != nil && !isLet ? .null : .void
            return Initialize(location, Constant(placeholder, line: line), line: line)
        case .wildcard:
            return node.map { ExpressionStatement($0, line: line) }
        default:
            let matcher = lowerPattern(binding.pattern, subjectType: type, isLet: isLet)
            guard let node else { return nil }
            return Destructure(matcher, node, line: line)
        }
    }

    /// The value's type when `annotated` names the same generic type without its arguments, or nil.
    func genericArgumentsInferred(_ annotated: SwiftType, from value: SwiftType) -> SwiftType? {
        guard case .nominal(let decl, let arguments) = annotated, arguments.isEmpty, !decl.genericParameters.isEmpty,
              case .nominal(let valueDecl, let valueArguments) = value, valueDecl === decl,
              valueArguments.count == decl.genericParameters.count else { return nil }
        return value
    }

    /// `let a: Array = [1, 2]`, `let d: Dictionary = ["a": 1]`, `var o: Optional = 5`: the
    /// library's generic type named without its arguments takes them from the value, as swiftc
    /// infers them; nil for any other annotation (or a value of another kind).
    private func bareLibraryGeneric(_ annotation: TypeExpr, initializer: Expr?) -> SwiftType? {
        guard let initializer, case .named(let components) = annotation.kind, components.count == 1,
              components[0].genericArguments.isEmpty, case .none = lookup(components[0].name.name) else { return nil }
        let name = components[0].name.name
        guard ["Array", "Dictionary", "Optional"].contains(name) else { return nil }
        let value = Checker(probing: self).expression(initializer, expected: nil).type
        switch (name, value) {
        case ("Array", .array), ("Dictionary", .dictionary): return value
        case ("Optional", _) where !value.containsError && value != .void:
            return value.optionalWrapped != nil ? value : .optional(value)
        default: return nil
        }
    }
}
