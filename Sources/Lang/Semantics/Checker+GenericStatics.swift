/// Static requirements reached through a generic parameter (`T.make(3)`, `T.defaultValue`,
/// `T.self`) or a metatype value (`kind.make(3)` with `kind: T.Type` or `any P.Type`), and the
/// calls that record what their generic parameters stand for (Runtime/TypeWitnesses.swift).
extension Checker {
    /// `node`, a call binding `substitution`, made to record the bound types for its body.
    func witnessedCall(_ node: Expression, substitution: [TypeParameter: SwiftType], line: Int) -> Expression {
        let bindings = witnessBindings(substitution)
        guard !bindings.isEmpty else { return node }
        return WitnessedCall(node, bindings: bindings, needsResolving: bindings.contains { containsGeneric($0.1) }, line: line)
    }

    /// The types `substitution` binds generic parameters to, as a call records them for its body
    /// (none for a parameter bound to itself or to an error).
    func witnessBindings(_ substitution: [TypeParameter: SwiftType]) -> [(TypeParameter, SwiftType)] {
        let bindings = substitution.compactMap { parameter, type -> (TypeParameter, SwiftType)? in
            if case .error = type { return nil }
            if case .generic(let bound) = type, bound.witnessKey === parameter.witnessKey { return nil }
            return (parameter.witnessKey, type)
        }
        // A bound type naming this function's own parameters is completed from their witnesses.
        for (_, type) in bindings {
            _ = type.mapped { part in
                if case .generic(let parameter) = part { requireWitness(parameter) }
                return nil
            }
        }
        return bindings
    }

    /// The protocols whose static requirements a metatype of `instance` reaches, with the type
    /// their `Self` stands for; nil for other types.
    private func staticRequirementOwners(_ instance: SwiftType) -> (protocols: [NominalDecl], selfType: SwiftType)? {
        switch instance {
        case .generic(let parameter): return (parameter.constraints, instance)
        case .existential(let protocols) where !protocols.isEmpty: return (protocols, instance)
        default: return nil
        }
    }

    /// `type` with the protocol's `Self` (its own nominal type) replaced by `selfType` and, when
    /// that is a generic parameter, the protocols' associated types by its own (`K.defaultValue`
    /// of `K: PreferenceKey` is a `K.Value`, as instance members' are).
    func replacingSelf(_ type: SwiftType, of proto: NominalDecl, with selfType: SwiftType) -> SwiftType {
        let replaced = type.mapped { part in
            if case .nominal(let decl, _) = part, decl === proto { return selfType }
            return nil
        }
        guard case .generic(let parameter) = selfType else { return replaced }
        let substitution = associatedSubstitution(for: parameter)
        return substitution.isEmpty ? replaced : replaced.substituting(substitution)
    }

    /// The metatype value of generic parameter `parameter`: the type it stands for at run time.
    func genericMetatype(_ parameter: TypeParameter, line: Int) -> Expression {
        requireWitness(parameter)
        return Lazy(line: line) { _, interpreter in .metatype(interpreter.witness(for: parameter) ?? .generic(parameter)) }
    }

    /// `type.self` as a value: a type naming generic parameters is completed at run time with
    /// what they stand for (`"\(T.self)"` prints `Int`).
    func metatypeValue(_ type: SwiftType, line: Int) -> Expression {
        guard containsGeneric(type) else { return Constant(.metatype(type), line: line) }
        _ = type.mapped { part in
            if case .generic(let parameter) = part { requireWitness(parameter) }
            return nil
        }
        return Lazy(line: line) { _, interpreter in .metatype(interpreter.resolvingWitnesses(type)) }
    }

    /// `T.name` on a generic parameter: `T.self`, a number protocol's static, or a static
    /// property requirement of its protocols.
    func genericStaticMember(_ parameter: TypeParameter, name: String, line: Int) -> Typed? {
        let type = SwiftType.generic(parameter)
        if name == "self" { return Typed(genericMetatype(parameter, line: line), .metatype(type)) }
        if let number = genericNumberStatic(parameter, name: name, line: line) { return number }
        if let extended = valueProtocolGenericStatic(parameter, name: name, line: line) { return extended }
        return staticRequirementProperty(Typed(genericMetatype(parameter, line: line), .metatype(type)), name: name, line: line)
    }

    /// `kind.name` on a metatype value whose protocols require a static property `name`.
    func staticRequirementProperty(_ metatype: Typed, name: String, line: Int) -> Typed? {
        guard case .metatype(let instance) = metatype.type, let (protocols, selfType) = staticRequirementOwners(instance) else {
            return nil
        }
        if name == "allCases", let caseIterable = builtinProtocol("CaseIterable"),
           protocols.contains(where: { $0 === caseIterable || environment.conformances.conforms($0, to: caseIterable) }) {
            return Typed(BuiltinCall(arguments: [metatype.node], line: line) { values, _, line in
                guard case .metatype(let concrete) = values[0].unboxed, let decl = concrete.nominalDecl, decl.kind == .enum else {
                    throw RuntimeError("not a CaseIterable enum", line: line)
                }
                return .array(decl.cases.indices.map { Value.enumValue(decl, $0, []) })
            }, .array(selfType))
        }
        for (proto, table) in environment.protocolTables(protocols) {
            guard let computed = table.staticComputed[name] else { continue }
            let type = replacingSelf(computed.type, of: proto, with: selfType)
            return Typed(BuiltinCall(arguments: [metatype.node], line: line) { values, interpreter, line in
                guard case .metatype(let concrete) = values[0].unboxed else { throw RuntimeError("not a type", line: line) }
                return try StaticWitness.value(name, of: concrete, interpreter, line: line)
            }, type)
        }
        return nil
    }

    /// `kind.init(arguments)` on a metatype value typed `T.Type`: the initialiser of the type
    /// the value holds at run time, as `T(arguments)` is; nil for other metatypes.
    func genericMetatypeInit(_ metatype: Typed, arguments: [Argument], expected: SwiftType?, range: SourceRange) -> Typed? {
        guard case .metatype(.generic(let parameter)) = metatype.type else { return nil }
        return genericInitializerCall(parameter, arguments: arguments, expected: expected, range: range, receiver: metatype.node)
    }

    /// `T(arguments)` for a generic parameter whose protocols require an initialiser: made by the
    /// type `T` stands for at run time (or the metatype `receiver` gives, when there is one).
    func genericInitializerCall(_ parameter: TypeParameter, arguments: [Argument], expected: SwiftType?,
                                range: SourceRange, receiver: Expression? = nil) -> Typed? {
        let selfType = SwiftType.generic(parameter)
        if let made = genericRawValueInit(parameter, arguments: arguments, range: range, receiver: receiver) { return made }
        for (proto, table) in environment.protocolTables(parameter.constraints) where !table.initializers.isEmpty {
            let specialised = table.initializers.map { initializer -> FunctionSymbol in
                guard case .function(let function) = replacingSelf(.function(initializer.type), of: proto, with: selfType) else {
                    return initializer
                }
                let copy = FunctionSymbol(name: "init", labels: initializer.labels, type: function, code: initializer.code,
                                          context: initializer.context, isStatic: true, dispatchesDynamically: true,
                                          defaults: initializer.defaults)
                copy.isRequired = initializer.isRequired
                copy.isFailable = initializer.isFailable
                return copy
            }
            guard let initializer = chooseOverload(specialised, arguments: arguments, range: range) else {
                lowerAll(arguments)
                return Typed(Constant(.void, line: range.line), .error)
            }
            if proto.kind == .class, !proto.isFinal, !initializer.isRequired {
                requiredInitializerError(String(describing: selfType), range: range)
                lowerAll(arguments)
                return Typed(Constant(.void, line: range.line), .error)
            }
            return callSymbol(initializer, arguments: arguments, expected: expected, range: range,
                              receiver: receiver ?? genericMetatype(parameter, line: range.line), dynamicReceiver: true)
        }
        if let bound = parameter.classBound, !bound.isFinal {
            // The class declares no initialiser: its implicit `init()` is not `required`.
            requiredInitializerError(String(describing: selfType), range: range)
            lowerAll(arguments)
            return Typed(Constant(.void, line: range.line), .error)
        }
        return nil
    }

    /// swiftc's error for constructing a non-final class through a metatype value (`T()`,
    /// `kind.init()`) with an initialiser that is not `required`: a subclass may not have it.
    func requiredInitializerError(_ typeName: String, range: SourceRange) {
        error("constructing an object of class type '\(typeName)' with a metatype value must use a 'required' initializer",
              range)
    }

    /// `T.name(arguments)` or `kind.name(arguments)`: a static method requirement of the
    /// protocols of a generic parameter or of a metatype value's type, called on the type the
    /// value stands for at run time.
    func staticRequirementCall(_ metatype: Typed, name: Identifier, arguments: [Argument], expected: SwiftType?,
                               range: SourceRange) -> Typed? {
        guard case .metatype(let instance) = metatype.type, let (protocols, selfType) = staticRequirementOwners(instance) else {
            return nil
        }
        for (proto, table) in environment.protocolTables(protocols) {
            guard let methods = table.staticMethods[name.name], !methods.isEmpty else { continue }
            let specialised = methods.map { method -> FunctionSymbol in
                let type = replacingSelf(.function(method.type), of: proto, with: selfType)
                guard case .function(let function) = type else { return method }
                let copy = FunctionSymbol(name: method.name, labels: method.labels, type: function, code: method.code,
                                          context: method.context, genericParameters: method.genericParameters,
                                          isStatic: true, dispatchesDynamically: true, defaults: method.defaults)
                return copy
            }
            guard let method = chooseOverload(specialised, arguments: arguments, range: range) else {
                lowerAll(arguments)
                return Typed(Constant(.void, line: range.line), .error)
            }
            return callSymbol(method, arguments: arguments, expected: expected, range: range, receiver: metatype.node,
                              dynamicReceiver: true)
        }
        return nil
    }
}
