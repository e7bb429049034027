/// Extensions with a `where` clause (`extension Box where T: Numeric`, `where T == String`) and
/// extensions of the standard library's generic types written without arguments (`extension Array`).
///
/// Their members see `Self` as the extended type over parameters of the extension's own: each
/// carries the clause's extra constraints and names the type's parameter it stands for
/// (`TypeParameter.origin`), so a call on `Box<Int>` substitutes it as it substitutes `T`; a
/// same-type requirement puts its type in the parameter's place.
extension Checker {
    /// The type an extension's members see as `Self`.
    func extendedType(_ extensionDecl: ExtensionDecl) -> SwiftType {
        var type = bareBuiltinGeneric(extensionDecl.extendedType) ?? resolveType(extensionDecl.extendedType)
        guard !extensionDecl.whereClause.isEmpty else { return type }
        var parameters: [TypeParameter]
        switch type {
        case .nominal(let decl, let arguments) where arguments.isEmpty && !decl.isBuiltin && decl.kind != .protocol
                && !decl.genericParameters.isEmpty:
            parameters = decl.genericParameters.map { TypeParameter(name: $0.name, constraints: $0.constraints, origin: $0) }
            type = .nominal(decl, parameters.map { .generic($0) })
        default:
            parameters = parametersInScope(of: type)
            if type.nominalDecl != nil || parameters.isEmpty { return type }
        }
        typeParameters.append(Dictionary(parameters.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }))
        defer { typeParameters.removeLast() }
        var sameTypes: [TypeParameter: SwiftType] = [:]
        for requirement in extensionDecl.whereClause {
            switch requirement.kind {
            case .conformance(let subject, let constraint):
                if case .generic(let parameter) = resolveType(subject), parameters.contains(parameter) {
                    parameter.constraints.append(contentsOf: protocols(in: constraint, allowingClass: true))
                }
            case .sameType(let subject, let other):
                if case .generic(let parameter) = resolveType(subject), parameters.contains(parameter) {
                    sameTypes[parameter] = resolveType(other)
                }
            }
        }
        return type.substituting(sameTypes)
    }

    /// `Array`, `Set`, `Dictionary` or `Optional` written without generic arguments (and not a
    /// program's own type of that name): the type over fresh `Element`, `Key`/`Value`, `Wrapped`.
    private func bareBuiltinGeneric(_ written: TypeExpr) -> SwiftType? {
        guard case .named(let components) = written.kind, components.count == 1, components[0].genericArguments.isEmpty
        else { return nil }
        let name = components[0].name.name
        guard lookup(name) == nil else { return nil }
        switch name {
        case "Array": return .array(.generic(TypeParameter(name: "Element")))
        case "Set": return .set(.generic(TypeParameter(name: "Element")))
        case "Dictionary": return .dictionary(key: .generic(TypeParameter(name: "Key")), value: .generic(TypeParameter(name: "Value")))
        case "Optional": return .optional(.generic(TypeParameter(name: "Wrapped")))
        default: return nil
        }
    }

    /// The generic parameters the members of `type` see by name: a program type's own (or those
    /// of a constrained extension standing for them), or a builtin extension's `Element`, `Key`,
    /// `Value`, `Wrapped`.
    func parametersInScope(of type: SwiftType?) -> [TypeParameter] {
        switch type {
        case .nominal(let decl, let arguments)?:
            return decl.genericParameters.enumerated().map { index, parameter in
                if index < arguments.count, case .generic(let own) = arguments[index], own.origin === parameter { return own }
                return parameter
            }
        case .array(.generic(let element))?, .set(.generic(let element))?, .optional(.generic(let element))?:
            return [element]
        case .dictionary(let key, let value)?:
            var parameters: [TypeParameter] = []
            if case .generic(let parameter) = key { parameters.append(parameter) }
            if case .generic(let parameter) = value { parameters.append(parameter) }
            return parameters
        default:
            return []
        }
    }

    /// What a member a program added to a builtin generic type (`extension Array`) has in place
    /// of `Element`, `Key`, `Value` or `Wrapped` when used on `receiver` (`[Int]`).
    func builtinSubstitution(_ memberType: SwiftType, receiver: SwiftType) -> [TypeParameter: SwiftType] {
        let arguments: [String: SwiftType]
        switch receiver {
        case .array(let element), .set(let element):
            arguments = ["Element": element, "Index": Checker.indexType(of: receiver), "SubSequence": boundSubSequence(receiver) ?? .error]
        case .dictionary(let key, let value):
            arguments = ["Key": key, "Value": value, "Element": sequenceElement(receiver) ?? .error,
                         "Index": Checker.indexType(of: receiver)]
        case .optional(let wrapped): arguments = ["Wrapped": wrapped]
        default:
            // A Sequence or Collection extension's member on a string or a range.
            guard let element = lazyAwareElement(receiver) else { return [:] }
            arguments = ["Element": element, "Index": Checker.indexType(of: receiver), "SubSequence": boundSubSequence(receiver) ?? .error]
        }
        var substitution: [TypeParameter: SwiftType] = [:]
        _ = memberType.mapped { type in
            if case .generic(let parameter) = type, let argument = arguments[parameter.name] { substitution[parameter] = argument }
            return nil
        }
        return substitution
    }

    /// What the parameters of the extension declaring `member` (`Wrapped` of `extension
    /// Optional`) stand for on `receiver`, though the member's type may not name them: its body
    /// may need them at run time (`wrapped.describe()` on an `Int??`'s payload is Optional's).
    func builtinSelfSubstitution(_ member: FunctionSymbol, receiver: SwiftType) -> [TypeParameter: SwiftType] {
        guard let extended = member.builtinSelf else { return [:] }
        return builtinSubstitution(extended, receiver: receiver)
    }

    /// Whether `name` is an instance member of `self` inside an extension of a builtin type (the
    /// standard library's, `uppercased()` in `extension String`, or another extension's), which
    /// a bare name reaches as `self.name`.
    func isBuiltinSelfMember(_ name: String) -> Bool {
        guard let selfType = currentType, !context.isGlobal, isInsideInstanceMember else { return false }
        if name == "description", describesThroughProtocol(selfType) { return true }
        if let element = sequenceProtocolElement(selfType) {
            // `indices` in `extension Sequence`: no member of a mere sequence ("cannot find").
            return !lacksCollectionMember(selfType, name: name) && !StandardLibrary.members(named: name, of: .array(element), isStatic: false).isEmpty
        }
        guard selfType.nominalDecl == nil else { return false }
        // `isMultiple(of: 2)` in `extension BinaryInteger`: its `Self` has the stand-in's members.
        let standIn = genericNumberStandIn(selfType, member: name)
        return !StandardLibrary.members(named: name, of: standIn ?? selfType, isStatic: false).isEmpty
            || environment.extensionMembers(of: selfType)?.computed[name] != nil
    }

    /// The type an initialiser of `decl` makes, over the type's generic parameters or, for one a
    /// constrained extension declares, over the extension's (`Result<Success, any Error>`).
    func constrainedSelfType(of initializer: FunctionSymbol, in decl: NominalDecl) -> SwiftType {
        let made = initializer.type.result.optionalWrapped ?? initializer.type.result
        if case .nominal(let owner, let arguments) = made, owner === decl, arguments.count == decl.genericParameters.count {
            return made
        }
        return .nominal(decl, decl.genericParameters.map { .generic($0) })
    }

    /// `pattern` (a generic type over its parameters) with the inferred types in their places;
    /// a parameter nothing bound is the error type.
    func inferredArguments(_ pattern: SwiftType, _ substitution: [TypeParameter: SwiftType]) -> SwiftType {
        guard case .nominal(let decl, let arguments) = pattern else { return pattern.substituting(substitution) }
        return .nominal(decl, arguments.map { argument in
            if case .generic(let parameter) = argument {
                return substitution[parameter] ?? parameter.origin.flatMap { substitution[$0] } ?? .error
            }
            return argument.substituting(substitution)
        })
    }
}

extension Checker {
    /// Reports a use of a constrained extension's method, or (`getter`, a computed property's)
    /// property, or initializer (`isInitializer`, `Holder<String>()` of a `where T == Int` one), on a
    /// receiver its `where` clause does not admit (`Box<Int>` calling a `where T == String`
    /// method), in swiftc's words.
    func rejectUnmetExtensionRequirements(_ method: FunctionSymbol, receiver: SwiftType, name: Identifier, isProperty: Bool = false,
                                          isInitializer: Bool = false) {
        if rejectUnmetSelfBounds(method, receiver: receiver, name: name, isProperty: isProperty)
            || rejectUnmetAssociatedRequirements(method, receiver: receiver, name: name, isProperty: isProperty) { return }
        guard case .nominal(let decl, let pattern)? = method.constrainedSelf,
              case .nominal(let receiverDecl, let actual) = receiver, receiverDecl === decl, pattern.count == actual.count
        else { return }
        for (required, given) in zip(pattern, actual) where !hasError(given) && !containsGeneric(given) {
            if reportUnmetRequirement(required, given: given, member: method, name: name, owner: decl.name, isProperty: isProperty,
                                      isInitializer: isInitializer) {
                return
            }
        }
    }

    /// swiftc's error for a member of a constrained extension used where the type `given` stands
    /// in the place of `required`, a parameter of the extension's own whose added constraints it
    /// must meet, or a type it must be; true when it reported one.
    func reportUnmetRequirement(_ required: SwiftType, given: SwiftType, member: FunctionSymbol, name: Identifier,
                                owner: String, isProperty: Bool, isInitializer: Bool = false) -> Bool {
        let kind = isInitializer ? "initializer" : member.isStatic ? "static method" : "instance method"
        let spoken = isInitializer ? member.selector : member.spokenName
        let property = member.isStatic ? "static property" : "property"
        if case .generic(let parameter) = required {
            let inherited = parameter.origin?.constraints ?? []
            for proto in parameter.constraints where !inherited.contains(where: { $0 === proto })
                && !environment.conformances.conforms(given, to: proto) {
                error(isProperty ? "\(property) '\(name.name)' requires that '\(given)' conform to '\(proto.name)'"
                      : "referencing \(kind) '\(spoken)' on '\(owner)' requires that '\(given)' conform to '\(proto.name)'",
                      name.range)
                return true
            }
            return false
        }
        guard !containsGeneric(required), required != given else { return false }
        error(isProperty ? "\(property) '\(name.name)' requires the types '\(given)' and '\(required)' be equivalent"
              : "referencing \(kind) '\(spoken)' on '\(owner)' requires the types '\(given)' and '\(required)' be equivalent",
              name.range)
        return true
    }
}
