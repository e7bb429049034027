/// Calls: of functions, static members, `super`, enum cases with payloads, function values
/// (`Type(arguments)` is Checker+Construction).
extension Checker {
    func call(_ call: CallExpr, expected: SwiftType?, range: SourceRange) -> Typed {
        let arguments = call.arguments + call.trailingClosures
        if let first = call.trailingClosures.first, first.label == nil { trailingRanges.insert(first.range) }
        let line = range.line
        if let step = formIndexStep(call, expected: expected, range: range) { return step }
        if call.callee.namesCompound {
            // `p.moved(to:)(9)`: the named function's value, called.
            return callValue(expression(call.callee, expected: nil), arguments: arguments, range: range)
        }
        switch call.callee.kind {
        case .identifier(let name, let genericArguments):
            if name.name == "self" || name.name == "super" {
                return delegatingInit(name.name == "super", arguments: arguments, range: range)
            }
            if name.name == "Self", let made = dynamicSelfInit(arguments: arguments, expected: expected, range: range) {
                return made
            }
            if name.name == "Self", let made = protocolSelfInit(arguments: arguments, expected: expected, range: range) {
                return made
            }
            switch lookup(name.name) {
            case .functions(let functions)?:
                if let standard = standardOverloadBeside(functions, name: name.name, arguments: arguments,
                                                         expected: expected, range: range) {
                    return standard
                }
                return callFunctions(functions, name: name.name, arguments: arguments, expected: expected, range: range)
            case .type(var type)?:
                if case .nominal(let decl, _) = type, !genericArguments.isEmpty {
                    type = .nominal(decl, genericArguments.map { resolveType($0) })
                } else if case .nominal(let decl, let existing) = type, existing.isEmpty, let own = ownGenericType(decl) {
                    // `Stack()` inside `struct Stack<Element>` (or its extensions) is a `Stack<Element>`, as in swiftc.
                    type = own
                }
                if let called = constructThenCall(type, call: call, expected: expected, range: range) { return called }
                return construct(type, arguments: arguments, expected: expected, range: range)
            case .variable(let variable)?:
                if variable.wrapper != nil { return callValue(expression(call.callee, expected: nil), arguments: arguments, range: range) }
                if hasCallAsFunction(variable.type),
                   let called = callAsFunction(Typed(location(of: variable).reader(line: line), variable.type),
                                               basePlace: variable.isLet ? nil : place(call.callee)?.0, arguments: arguments,
                                               expected: expected, range: range) { return called }
                return callValue(Typed(location(of: variable).reader(line: line), variable.type), arguments: arguments, expected: expected, range: range)
            case nil:
                if hidesPinnedSelfMember(name.name) {
                    lowerAll(arguments)
                    error("cannot find '\(name.name)' in scope", name.range)
                    return Typed(Constant(.void, line: line), .error)
                }
                if rejectInstanceMemberInStaticMember(name) {
                    lowerAll(arguments)
                    return Typed(Constant(.void, line: line), .error)
                }
                if let selfType = currentType, !context.isGlobal,
                   methodsNamed(name.name, in: selfType) != nil || selfBoundHasMethod(name.name, on: selfType) {
                    requireExplicitSelf(name, of: selfType, isMethod: true)
                    noteSelfUse(at: name.range, in: "method call '\(name.name)'")
                    return callMethod(Typed(selfReader(line: line), selfType), basePlace: selfPlace(line: line),
                                      name: name, arguments: arguments, expected: expected, range: range)
                }
                if let selfType = currentType, isBuiltinSelfMember(name.name) {
                    return callMethod(Typed(selfReader(line: line), selfType), basePlace: selfPlace(line: line),
                                      name: name, arguments: arguments, expected: expected, range: range)
                }
                if let selfType = currentType, rejectBareStaticMember(name, of: selfType) {
                    lowerAll(arguments)
                    return Typed(Constant(.void, line: line), .error)
                }
                if isInsideStaticMember, let dynamic = dynamicSelfMetatype(line: line),
                   let call = classMetatypeCall(dynamic, name: name, arguments: arguments, expected: expected, range: range) {
                    return call
                }
                // A static of the `where Self == T` extension being checked, called bare: `T`'s.
                if let selfType = currentType, let owner = currentPinnedOwner,
                   environment.members(of: owner).staticMethods[name.name] != nil, !isInsideInstanceMember || isInsideStaticMember {
                    return callStatic(selfType, name: name, arguments: arguments, expected: expected, range: range)
                }
                if let selfType = currentType, let decl = selfType.nominalDecl,
                   let statics = environment.members(of: decl).staticMethods[name.name] {
                    if decl.kind == .protocol {
                        return protocolSelfCall(statics, of: decl, arguments: arguments, expected: expected, range: range)
                    }
                    return callFunctions(statics, name: name.name, arguments: arguments, expected: expected, range: range)
                }
                // A stored or computed property of function type called by its bare name (`action()`).
                if let selfType = currentType, !context.isGlobal,
                   memberExists(name.name, of: selfType) || staticMemberExists(name.name, of: selfType) {
                    return callValue(expression(call.callee, expected: nil), arguments: arguments, range: range)
                }
                // `Array(repeating: x, count: 2)` inside `extension Array` is an `Array<Element>`.
                if genericArguments.isEmpty, let own = ownLibraryGenericType(name.name) {
                    return construct(own, arguments: arguments, expected: expected, range: range)
                }
                // `Set(xs)`: the element type comes from the argument, not from a bare `Set`.
                if name.name == "Set", genericArguments.isEmpty,
                   let generic = genericBuiltinConstruct(name.name, arguments: arguments, expected: expected, range: range) {
                    return generic
                }
                if let type = typeNamed(by: call.callee) {
                    return construct(type, arguments: arguments, expected: expected, range: range)
                }
                if let builtin = builtinFunction(name.name, arguments: arguments, expected: expected, range: range) {
                    return builtin
                }
                if let generic = genericBuiltinConstruct(name.name, arguments: arguments, expected: expected, range: range) {
                    return generic
                }
                errorSuggesting("cannot find '\(name.name)' in scope", name.range, name: name.name, among: namesInScope())
                return Typed(Constant(.void, line: line), .error)
            }
        case .member(let base, let name, _):
            if name.name == "init", case .identifier(let baseName, _) = base.kind, baseName.name == "self",
               let selfType = currentType, !isInsideStaticMember {
                context.owner.delegatesInitialization = true
                noteSelfInitDelegation()
                if selfType.nominalDecl?.kind == .class, context.owner.isInitializer, !context.owner.isConvenienceInitializer {
                    error("designated initializer for '\(selfType)' cannot delegate (with 'self.init'); did you mean this to be a convenience initializer?",
                          context.owner.nameRange ?? name.range)
                }
                if let delegated = classDelegatingInit(selfType, arguments: arguments, range: range) { return delegated }
                rejectFailableDelegation(selfType, arguments: arguments, initName: name, range: range)
                let constructed = construct(selfType, arguments: arguments, expected: nil, range: range)
                let target = selfPlace(line: line)
                return Typed(Lazy(line: line) { frame, interpreter in
                    try target.set(try constructed.node.evaluate(frame, interpreter), frame, interpreter)
                    return .void
                }, .void)
            }
            // `SwiftUI.Circle()`: the library's type, though the program declares its own `Circle`.
            if case .member(_, _, let typeArguments) = call.callee.kind,
               let type = moduleQualifiedTypeReference(base, name, arguments: typeArguments) {
                return construct(type, arguments: arguments, expected: expected, range: range)
            }
            if case .identifier(let module, _) = base.kind, module.name == "Swift", case .none = lookup("Swift") {
                if let builtin = builtinFunction(name.name, arguments: arguments, expected: expected, range: range) {
                    return builtin
                }
                let callee = Expr(id: call.callee.id, range: call.callee.range, kind: .identifier(name, genericArguments: []))
                return self.call(CallExpr(callee: callee, arguments: call.arguments, trailingClosures: call.trailingClosures),
                                 expected: expected, range: range)
            }
            if name.name == "some", namesBareOptional(base),
               let made = optionalSome(arguments, wrapped: expected?.optionalWrapped, range: range) {
                return made
            }
            if name.name == "some", case .optional(let wrapped)? = typeNamed(by: base),
               let made = optionalSome(arguments, wrapped: wrapped, range: range) {
                return made
            }
            if name.name != "init", let dynamic = dynamicSelfValue(base),
               let call = classMetatypeCall(dynamic, name: name, arguments: arguments, expected: expected, range: range) {
                return call
            }
            // `Outer<String>.Pair<Double>(…)`: a nested generic type given its own arguments.
            if case .member(_, _, let typeArguments) = call.callee.kind, !typeArguments.isEmpty,
               let type = typeNamed(by: call.callee) {
                return construct(type, arguments: arguments, expected: expected, range: range)
            }
            if let type = typeNamed(by: base) {
                if name.name == "init", case .identifier(let baseName, _) = base.kind, baseName.name == "Self",
                   let made = dynamicSelfInit(arguments: arguments, expected: expected, range: range)
                    ?? protocolSelfInit(arguments: arguments, expected: expected, range: range) {
                    return made
                }
                if name.name == "init" { return construct(type, arguments: arguments, expected: expected, range: range) }
                if rejectInstanceMemberOnType(type, name: name, calling: arguments, at: base.range) {
                    lowerAll(arguments)
                    return Typed(Constant(.void, line: line), .error)
                }
                return callStatic(type, name: name, arguments: arguments, expected: expected, range: range)
            }
            if case .superRef = base.kind {
                let called = callSuper(name, arguments: arguments, range: range)
                if name.name == "init" { noteSuperInitCall(at: name.range) }
                return called
            }
            if rejectAmbiguousLiteralArithmetic(base, member: name.name, expected: expected) {
                lowerAll(arguments)
                return Typed(Constant(.void, line: line), .error)
            }
            let inferred = literalReceiverType(call, base: base, expected: expected, range: range)
            immutableBase = nil
            let basePlace = mutableBasePlace(base)
            var tiedResult: SwiftType?
            switch memberBaseTie(base, name: name, arguments: arguments, expected: expected, range: range) {
            case .result(let type)?: tiedResult = type
            case .reported?: lowerAll(arguments); return Typed(Constant(.void, line: line), .error)
            case nil: break
            }
            if markSelfMemberBase(base) { noteSelfUse(at: name.range, in: "method call '\(name.name)'") }
            resultUseDepth += 1
            var typed = expression(base, expected: tiedResult ?? inferred ?? chainBaseExpectation(base, expected)
                                   ?? literalBaseExpectation(base, member: name.name)
                                   ?? literalArithmeticExpectation(base, member: name.name, expected: expected))
            resultUseDepth -= 1
            initialization.selfIsMemberBase = false
            if case .error = typed.type { lowerAll(arguments); return typed }
            switch rankBaseSolutions(base, typed, name: name, arguments: arguments, expected: expected, range: range) {
            case .retyped(let solved)?: typed = solved
            // swiftc reports nothing inside the closure.
            case .reported?: return Typed(Constant(.void, line: line), .error)
            case nil: break
            }
            var namesTypeExactly = false
            if case .postfixSelf = base.kind { namesTypeExactly = true }
            if name.name == "init", let made = classMetatypeInit(typed, arguments: arguments, expected: expected, range: range,
                                                                 namesTypeExactly: namesTypeExactly, initRange: name.range) {
                return made
            }
            if name.name == "init", let made = valueTypeMetatypeInit(typed, arguments: arguments, expected: expected, range: range)
                ?? genericMetatypeInit(typed, arguments: arguments, expected: expected, range: range) {
                return made
            }
            return callMethod(typed, basePlace: basePlace, name: name, arguments: arguments, expected: expected, range: range,
                              baseCaret: caret(base))
        case .implicitMember(let name, _):
            if name.name == "some", namesOptionalCase(name.name, expected: expected),
               let made = optionalSome(arguments, wrapped: expected?.optionalWrapped, range: range) {
                return made
            }
            guard let base = expected?.unwrappingOptionals else {
                error("cannot infer contextual base in reference to member '\(name.name)'", name.range)
                return Typed(Constant(.void, line: line), .error)
            }
            if case .error = base { return Typed(Constant(.void, line: line), .error) }
            if name.name == "init", base == currentType,
               let made = protocolSelfInit(arguments: arguments, expected: expected, range: range) { return made }
            if name.name == "init" { return construct(base, arguments: arguments, expected: expected, range: range) }
            var staticBase = base
            if case .existential(let protocols) = base, protocols.count == 1 { staticBase = .nominal(protocols[0], []) }
            if case .nominal(let decl, let typeArguments) = base, !typeArguments.isEmpty, containsUnboundGeneric(base) {
                // `.value(element: 3, next: .end)` where a generic call still binding `T` wants a
                // `Node<T>`: the member's own arguments bind it, as in `Node.value(…)`.
                staticBase = .nominal(decl, [])
            }
            let contextual = contextualProtocols(base)
            if let contextual {
                if rejectUnpinnedContextualStatic(name, protocols: contextual) {
                    lowerAll(arguments)
                    return Typed(Constant(.void, line: line), .error)
                }
                if case .opaque = base, let owner = pinnedStaticOwner(name.name, protocols: contextual) { staticBase = owner }
            }
            let before = diagnostics.count
            let called = callStatic(staticBase, name: name, arguments: arguments, expected: expected, range: range)
            // swiftc names an existential context as written ('any P'), as for `.name` (Checker+Members.swift).
            if let contextual, staticBase == base {
                nameProtocolsOfMissingMember(name, base: base, protocols: contextual, since: before)
            } else if staticBase != base, expected == base, !genericStandInRanges.contains(range) {
                nameContextOfMissingMember(name, base: staticBase, context: base, since: before)
            }
            return called
        case .bindOptional(let base) where Checker(probing: self).typeNamed(by: base) != nil:
            // `Int?(…)` is a call of the type `Int?`, as swiftc reads it, not optional chaining on `Int`.
            let wrapped = typeNamed(by: base) ?? .error
            if let made = extensionConstruct(.optional(wrapped), arguments: arguments, expected: expected, range: range) {
                return made
            }
            // `Int?(5)` is Optional's own `init(_ some: Wrapped)`.
            if arguments.count == 1, arguments[0].label == nil {
                let value = arguments[0].value
                let node = coerce(expression(value, expected: wrapped), to: wrapped, at: caret(value), role: .argument)
                return Typed(node, .optional(wrapped))
            }
            return construct(.optional(wrapped), arguments: arguments, expected: expected, range: range)
        case .type(let typeExpression):
            if Checker.namesSelf(typeExpression), case .named = typeExpression.kind,
               let made = dynamicSelfInit(arguments: arguments, expected: expected, range: range) {
                return made
            }
            return construct(resolveType(typeExpression), arguments: arguments, expected: expected, range: range)
        default:
            if let closure = Self.closureCallee(call.callee) { initialization.appliedClosureStart = closure.range.start }
            let callee = expression(call.callee, expected: nil)
            return callValue(callee, arguments: arguments, expected: expected, range: range)
        }
    }

    /// The closure a call calls where it is written (`{ … }()`, `({ … })()`), or nil.
    static func closureCallee(_ callee: Expr) -> Expr? {
        switch callee.kind {
        case .closure: return callee
        case .paren(let inner): return closureCallee(inner)
        default: return nil
        }
    }

    /// Lowers arguments only for their diagnostics (the call itself already failed).
    func lowerAll(_ arguments: [Argument]) {
        for argument in arguments { _ = expression(argument.value, expected: implicitMemberArgumentContexts[argument.value.id]) }
    }

    /// Parameters of a function symbol as calls see them.
    func parameterSpecs(_ function: FunctionSymbol) -> [ParameterSpec] {
        function.type.parameters.enumerated().map { index, parameter in
            ParameterSpec(label: index < function.labels.count ? function.labels[index] : nil, type: conformingSelfParameter(parameter.type),
                          hasDefault: parameter.hasDefault, isVariadic: parameter.isVariadic, isInout: parameter.isInout,
                          defaultValue: index < function.defaults.count ? function.defaults[index] : nil,
                          isEscaping: parameter.isEscaping, isAutoclosure: parameter.isAutoclosure, isLibrary: function.isLibrary,
                          genericInResult: function.genericInResultParameters.contains(index),
                          resultBuilder: parameter.resultBuilder)
        }
    }

    /// Binds each generic parameter the arguments left unbound to the type of the default value
    /// of a parameter of that type (its argument left out), as swiftc infers `S` in
    /// `func card<S: Shape>(in shape: S = .rect(cornerRadius: 10))` called as `card()`.
    func bindFromDefaults(_ specs: [ParameterSpec], generics: [TypeParameter], in substitution: inout [TypeParameter: SwiftType]) {
        for parameter in generics where substitution[parameter] == nil {
            for spec in specs {
                guard case .generic(let generic) = spec.type, generic == parameter,
                      let node = spec.defaultValue as? DefaultValue else { continue }
                if node.value == nil { node.checkNow?() }
                if let inferred = node.inferredType {
                    substitution[parameter] = inferred
                    break
                }
            }
        }
    }

    /// A call of one of `functions` (a global or nested function, or a static method, whose
    /// name written after the type is `member`).
    func callFunctions(_ functions: [FunctionSymbol], name: String, arguments: [Argument], expected: SwiftType?,
                       range: SourceRange, receiver: Expression? = nil, member: SourceRange? = nil) -> Typed {
        guard let function = chooseOverload(narrowingByResult(functions, expected: expected), arguments: arguments, range: range,
                                            member: member) else {
            lowerAll(arguments)
            return Typed(Constant(.void, line: range.line), .error)
        }
        return callSymbol(function, arguments: arguments, expected: expected, range: range, receiver: receiver, member: member)
    }

    /// Lowers a call of a chosen function symbol.
    func callSymbol(_ function: FunctionSymbol, arguments: [Argument], expected: SwiftType?, range: SourceRange,
                    receiver: Expression?, mutatedSelf: Place? = nil, dynamicReceiver: Bool = false,
                    substitution extra: [TypeParameter: SwiftType] = [:], member: SourceRange? = nil) -> Typed {
        let callee = requirementCallee(function, member: member, range: range)
        let specs = parameterSpecs(function)
        guard let matched = matchArguments(arguments, to: specs, range: range, report: true),
              !reportConflictingGenerics(matched, specs, generics: function.genericParameters, range: range) else {
            lowerAll(arguments)
            return Typed(Constant(.void, line: range.line), .error)
        }
        // A left-out argument's default binds its own generic parameter before the context does
        // (`let s: String = f()` for `f<T>(_ x: T = 1) -> T` returns an Int that does not convert).
        let defaults = defaultBindings(matched, specs, generics: function.genericParameters)
        var substitution = inferGenerics(matched, specs, generics: function.genericParameters, expectedResult: expected,
                                         result: function.type.result, known: extra.merging(defaults) { first, _ in first },
                                         printed: expected == nil && contextFreeRanges.contains(range))
        substitution.merge(extra) { first, _ in first }
        substitution.merge(defaults) { _, fixed in fixed }
        bindFromDefaults(specs, generics: function.genericParameters, in: &substitution)
        bindGenericElements(function.genericParameters, in: &substitution, function: function.name, range: range)
        bindAssociatedTypes(function.genericParameters, in: &substitution)
        checkAssociatedRequirements(function.genericParameters, substitution, callee: callee, range: range)
        if reportDefaultConflicts(matched, specs, substitution: substitution, range: member ?? range)
            || rejectsPackShapes(function.genericParameters, substitution, callee: callee, range: range) {
            lowerAll(arguments)
            return Typed(Constant(.void, line: range.line), .error)
        }
        for parameter in function.genericParameters {
            guard let bound = substitution[parameter] else {
                // Named only by the result, and the context gave no type: swiftc cannot infer it.
                let mentioned = { (type: SwiftType) in type.substituting([parameter: .error]) != type }
                if mentioned(function.type.result), !function.type.parameters.contains(where: { mentioned($0.type) }) {
                    error("generic parameter '\(parameter.name)' could not be inferred", range)
                }
                continue
            }
            if reportsOptionalGenericArgument(parameter, bound: bound, matched: matched, specs) { continue }
            if rejectsUnopenedExistential(parameter, bound: bound, of: function.type, specs, at: callee.anchor ?? range) { continue }
            // A pack (`each T: P`) meets a constraint when each of its elements does.
            let requirements = bound.packElements.flatMap { element in parameter.constraints.map { (element, $0) } }
            for (bound, constraint) in requirements where !environment.conformances.conforms(bound, to: constraint)
                && !boundedSelfMeets(bound, constraint) {
                if case .error = bound { continue }
                let named = environment.conformances.elementFailingCondition(bound, constraint) ?? bound
                error("\(callee.kind) '\(callee.name)' requires that '\(named)' \(requirementWording(constraint))", callee.anchor ?? range)
            }
        }
        if function.type.isThrowing, !function.isRethrowing {
            // `throws(X)` bound to `Never` (a closure that cannot throw) makes a call that cannot throw.
            let thrown = calledThrownError(function, matched: matched, specs: specs, substitution: substitution)
            if thrown != .never { noteThrowingCall(range, throwing: thrown) }
        } else if function.isRethrowing {
            noteThrownType(nil)
        }
        receiverIsCopied = false
        let errorsBefore = diagnostics.count
        let (nodes, places) = lowerArguments(matched, specs, substitution: substitution, range: range, callee: callee,
                                             mutatedSelf: mutatedSelf)
        reportUninferredAfterMismatch(function.genericParameters, specs, substitution: substitution,
                                      errorsBefore: errorsBefore, range: range)
        let mutatedSelf: Place? = receiverIsCopied ? mutatedSelf.map { CopiedPlace($0) } : mutatedSelf
        receiverIsCopied = false
        if function.isRethrowing, arguments.contains(where: { closureLiteralThrows($0.value) }) {
            rejectThrownConversion(nil, at: range)
        }
        var node: Expression
        if dynamicReceiver, let receiver {
            node = DynamicCall(receiver: receiver, selector: function.selector, arguments: nodes,
                               inoutPlaces: places, mutatedSelf: mutatedSelf, line: range.line)
        } else {
            node = DirectCall(code: function.code, capturedHops: capturedHops(for: function), receiver: receiver,
                              arguments: nodes, inoutPlaces: places, mutatedSelf: mutatedSelf, line: range.line)
        }
        node = witnessedCall(node, substitution: substitution, line: range.line)
        let result = function.type.result.substituting(substitution)
        if containsGeneric(function.type.result), !containsGeneric(result) {
            return unboxing(Typed(node, result), to: result, line: range.line)
        }
        return Typed(node, result)
    }

    /// Calling a throwing function outside `try` is Swift's error; this front end accepts the
    /// call inside any `try` and leaves the check to a later step.
    func noteThrowingCall(_ range: SourceRange, throwing thrown: SwiftType? = nil) {
        if tryDepth == 0 {
            error("call can throw but is not marked with 'try'", range)
        } else if context.isNonThrowingAutoclosure, absorbingTryDepth == 0 {
            error("call can throw, but it is executed in a non-throwing autoclosure", range)
        }
        rejectThrownConversion(thrown, at: range)
        noteThrownType(thrown)
    }

    /// Whether an error thrown here is handled: by a `catch`, or by the enclosing function
    /// (closures are taken to rethrow).
    var errorsAreHandled: Bool {
        catchDepth > 0 || context.isThrowing || isInClosure || context.owner.isGlobal
    }

    /// A call of a function value.
    func callValue(_ callee: Typed, arguments: [Argument], expected: SwiftType? = nil, range: SourceRange) -> Typed {
        guard case .function(let function) = callee.type else {
            if let called = callAsFunction(callee, arguments: arguments, expected: expected, range: range) { return called }
            if case .error = callee.type { lowerAll(arguments); return callee }
            error("cannot call value of non-function type '\(callee.type)'", range)
            lowerAll(arguments)
            return Typed(callee.node, .error)
        }
        let specs = function.parameters.map { ParameterSpec(label: nil, type: $0.type, isInout: $0.isInout) }
        let unlabeled = arguments.map { Argument(label: nil, value: $0.value, range: $0.range) }
        if let label = arguments.first(where: { $0.label != nil })?.label {
            error("extraneous argument label '\(label.name):' in call", label.range)
        }
        guard let matched = matchArguments(unlabeled, to: specs, range: range, report: true) else {
            return Typed(callee.node, .error)
        }
        let (nodes, places) = lowerArguments(matched, specs, substitution: [:], range: range)
        // A throwing function value (`let find = xs.first(where:)`) is called with `try`, as swiftc asks.
        if function.isThrowing { noteThrowingCall(range, throwing: function.thrownError) }
        return Typed(ValueCall(callee: callee.node, arguments: nodes, inoutPlaces: places, line: range.line), function.result)
    }
}
