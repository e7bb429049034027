/// Calls through a type or `super`: `Type.method(…)`, `Enum.caseWithPayload(…)`, `super.method(…)`,
/// `super.init(…)`, and the `self(…)`/`super(…)` Swift does not allow (the rest of calls is Checker+Calls).
extension Checker {
    /// `Type.method(arguments)`, `Enum.caseWithPayload(values)`.
    func callStatic(_ type: SwiftType, name: Identifier, arguments: [Argument], expected: SwiftType?, range: SourceRange) -> Typed {
        if case .generic(let parameter) = type, let statics = valueProtocolGenericStaticMethods(parameter, name: name.name) {
            return callValueProtocolStatic(statics, on: type, name: name, arguments: arguments, expected: expected, range: range)
        }
        if case .generic(let parameter) = type,
           let call = staticRequirementCall(Typed(genericMetatype(parameter, line: range.line), .metatype(type)), name: name,
                                            arguments: arguments, expected: expected, range: range) { return call }
        if let decl = type.nominalDecl {
            if let owner = inheritedStaticOwner(name.name, of: decl) {
                let call = callStatic(inheritedStaticOwnerType(owner, of: type), name: name, arguments: arguments, expected: expected, range: range)
                return calledOn(type, call, declaredBy: owner, returnsSelf: staticMethodReturnsItsClass(name.name, of: owner),
                                line: range.line)
            }
            if decl.kind == .enum, let index = decl.caseIndex(name.name), !decl.cases[index].associatedValues.isEmpty {
                let enumCase = decl.cases[index]
                let specs = enumCase.associatedValues.enumerated().map { position, value in
                    let defaultValue = position < enumCase.defaults.count ? enumCase.defaults[position] : nil
                    return ParameterSpec(label: value.label, type: value.type, hasDefault: defaultValue != nil, defaultValue: defaultValue)
                }
                guard let matched = matchArguments(arguments, to: specs, range: range, report: true) else {
                    lowerAll(arguments)
                    return Typed(Constant(.void, line: range.line), .error)
                }
                var substitution: [TypeParameter: SwiftType] = [:]
                var type = type
                if case .nominal(_, let typeArguments) = type {
                    substitution = Dictionary(zip(decl.genericParameters, typeArguments), uniquingKeysWith: { first, _ in first })
                    // An implicit member typed by a still generic context (`.leaf(1)` as an argument
                    // of `Tree.node` while its `T` is inferred) is as if written without arguments.
                    let unbound = typeArguments == decl.genericParameters.map { SwiftType.generic($0) }
                    if typeArguments.isEmpty || unbound, !decl.genericParameters.isEmpty {
                        // `Outcome.done(2.5)`: the type arguments come from the payload (and the context).
                        let generic = SwiftType.nominal(decl, decl.genericParameters.map { .generic($0) })
                        let inferred = inferGenerics(matched, specs, generics: decl.genericParameters,
                                                     expectedResult: expected?.unwrappingOptionals, result: generic)
                        let bound = decl.genericParameters.compactMap { inferred[$0] }
                        if bound.count == decl.genericParameters.count {
                            substitution = inferred
                            type = .nominal(decl, bound)
                        }
                    }
                }
                let (nodes, _) = lowerArguments(matched, specs, substitution: substitution, range: range)
                return Typed(MakeEnum(decl: decl, caseIndex: index, payload: nodes, line: range.line), type)
            }
            if let statics = environment.members(of: decl).staticMethods[name.name] {
                if !decl.genericParameters.isEmpty {
                    return callGenericStatic(statics, of: type, decl: decl, name: name, arguments: arguments, expected: expected, range: range)
                }
                if decl.kind == .protocol {
                    return protocolSelfCall(statics, of: decl, arguments: arguments, expected: expected, range: range)
                }
                let call = callFunctions(statics, name: name.name, arguments: arguments, expected: expected, range: range,
                                         member: name.range)
                return calledOn(type, call, declaredBy: decl, returnsSelf: staticMethodReturnsItsClass(name.name, of: decl),
                                line: range.line)
            }
            if let nested = environment.members(of: decl).nestedTypes[name.name] {
                return construct(nested, arguments: arguments, expected: expected, range: range)
            }
            if let found = protocolStaticMethods(decl, name: name.name) {
                // Those of a `where Self: P` extension the type is not a `P` leave the call to the others.
                let admitted = found.filter { meetsSelfBounds($0, receiver: type) }
                let statics = admitted.isEmpty ? found : admitted
                // A constrained extension's static (`extension Sink where Input: Numeric`) checked against the type.
                if statics.count == 1 { rejectUnmetExtensionRequirements(statics[0], receiver: type, name: name) }
                let call = withConformingSelf(statics[0], receiver: type) {
                    callFunctions(statics, name: name.name, arguments: arguments, expected: expected, range: range, member: name.range)
                }
                return conformingSelfResult(Typed(recordingProtocolSelf(call.node, as: type, line: range.line), call.type),
                                            mentionsSelf: statics.contains(where: \.resultMentionsSelf), receiver: type)
            }
        }
        if let statics = environment.extensionMembers(of: type)?.staticMethods[name.name] {
            return callFunctions(statics, name: name.name, arguments: arguments, expected: expected, range: range)
        }
        // A value-protocol extension's static leaves a call of other labels to the library's
        // (`UInt8.random(in:)` beside `random(in:using:)`).
        if let statics = valueProtocolStaticMethods(type, name: name.name),
           statics.contains(where: { matchArguments(arguments, to: parameterSpecs($0), range: range, report: false) != nil }) {
            return callValueProtocolStatic(statics, on: type, name: name, arguments: arguments, expected: expected, range: range)
        }
        if type == .string, let nested = nestedType(name.name, in: type), nested.nominalDecl != nil {
            return construct(nested, arguments: arguments, expected: expected, range: range)
        }
        if let builtin = builtinStaticMethod(type, name: name.name, arguments: arguments, expected: expected, range: range) {
            return builtin
        }
        if let call = builtinConformerStaticCall(type, name: name, arguments: arguments, expected: expected, range: range) {
            return call
        }
        let member = staticMember(type, name: name, expected: expected, range: range)
        if case .error = member.type { lowerAll(arguments); return member }
        return callValue(member, arguments: arguments, range: range)
    }

    /// `self(…)` or `super(…)`, which Swift does not allow.
    func delegatingInit(_ isSuper: Bool, arguments: [Argument], range: SourceRange) -> Typed {
        error("cannot call value of non-function type '\(currentType ?? .error)'", range)
        return Typed(Constant(.void, line: range.line), .error)
    }

    /// `super.method(…)` / `super.init(…)`.
    func callSuper(_ name: Identifier, arguments: [Argument], range: SourceRange) -> Typed {
        guard let decl = currentType?.nominalDecl, let superclass = decl.superclass else {
            error("'super' members cannot be referenced in a root class", range)
            return Typed(Constant(.void, line: range.line), .error)
        }
        let line = range.line
        // `class Sub: Base<Int>`: `super`'s members read `Base`'s `T` as `Int`.
        let superSubstitution = typeArgumentSubstitution(currentType ?? .error)
        if name.name == "init" {
            context.owner.delegatesInitialization = true
            if context.owner.isConvenienceInitializer {
                error("convenience initializer for '\(decl.name)' must delegate (with 'self.init') rather than chaining to a superclass initializer (with 'super.init')",
                      name.range)
            }
            if let coding = superSynthesizedCoding(name, superclass: superclass, arguments: arguments, range: range) { return coding }
            let available = availableClassInitializers(superclass)
            // A superclass without designated initialisers has the implicit `init()`: its
            // properties' initial values.
            if available.implicitInit, arguments.isEmpty, !available.initializers.contains(where: { $0.selector == "init()" }) {
                return Typed(Constant(.void, line: line), .void)
            }
            guard let initializer = chooseOverload(available.initializers, arguments: arguments, range: range) else {
                lowerAll(arguments)
                return Typed(Constant(.void, line: line), .error)
            }
            return callSymbol(initializer, arguments: arguments, expected: nil, range: range, receiver: selfReader(line: line),
                              substitution: superSubstitution)
        }
        if let coding = superSynthesizedCoding(name, superclass: superclass, arguments: arguments, range: range) { return coding }
        let superType = SwiftType.nominal(superclass, [])
        if methodsNamed(name.name, in: superType) == nil, superclass.genericParameters.isEmpty,
           staticMemberExists(name.name, of: superType) || inheritedStaticOwner(name.name, of: superclass) != nil {
            // `super.kind()` in a `class func`'s override: the superclass's static method.
            return keepingDynamicSelf(callStatic(superType, name: name, arguments: arguments, expected: nil, range: range), line: line)
        }
        guard let methods = methodsNamed(name.name, in: .nominal(superclass, [])),
              let method = chooseOverload(methods, arguments: arguments, range: range) else {
            error("value of type '\(superclass.name)' has no member '\(name.name)'", range)
            return Typed(Constant(.void, line: line), .error)
        }
        return callSymbol(method, arguments: arguments, expected: nil, range: range, receiver: selfReader(line: line),
                          substitution: superSubstitution)
    }
}
