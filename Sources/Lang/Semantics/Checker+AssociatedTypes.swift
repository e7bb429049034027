/// Protocols' associated types (`associatedtype Item`). Inside the protocol and its extensions
/// `Item` is a generic parameter of the protocol's own (its member table's nested type). A
/// conforming type gives it a type by a nested type or `typealias Item = …`, or by the type of
/// the member that satisfies a requirement naming it (`var items: [String]` for
/// `var items: [Item] { get }`); members reached through the conformer have it substituted. A
/// generic parameter `C: Container` has its own `C.Item`, bound at each call from the type `C`
/// is bound to.
extension Checker {
    /// Declares `associatedtype` members of protocol `parent` as its nested generic parameters.
    func declareAssociatedType(_ associated: AssociatedTypeDecl, in parent: NominalDecl) {
        let table = environment.members(of: parent)
        guard parent.kind == .protocol, table.nestedTypes[associated.name.name] == nil else { return }
        let probe = Checker(probing: self)
        let constraints = associated.inheritance.flatMap { probe.protocols(in: $0) }
        table.nestedTypes[associated.name.name] = .generic(TypeParameter(name: associated.name.name, constraints: constraints))
    }

    /// The associated types of `protocols` and of the protocols they inherit, by name.
    func associatedParameters(of protocols: [NominalDecl]) -> [(NominalDecl, TypeParameter)] {
        environment.protocolTables(protocols).flatMap { proto, table in
            table.nestedTypes.sorted(by: { $0.key < $1.key }).compactMap { _, type -> (NominalDecl, TypeParameter)? in
                if case .generic(let parameter) = type { return (proto, parameter) }
                return nil
            }
        }
    }

    /// What the associated types of the protocols `type` conforms to stand for in it, by the
    /// protocols' parameters; empty for a type whose protocols have none.
    func associatedTypeBindings(of type: SwiftType) -> [TypeParameter: SwiftType] {
        // `Self` of a constrained protocol extension carries them (`where Item == Int`).
        let carried = protocolSelfArguments(type)
        if !carried.isEmpty { return Dictionary(carried, uniquingKeysWith: { first, _ in first }) }
        // `Self` of a refining protocol's extension: the types its `where` clause fixes.
        if case .nominal(let decl, _) = type, decl.kind == .protocol, !decl.isBuiltin {
            var fixed: [TypeParameter: SwiftType] = [:]
            for (_, parameter) in associatedParameters(of: [decl]) {
                fixed[parameter] = fixedAssociatedType(parameter.name, in: [decl])
            }
            return fixed
        }
        if let bindings = builtinCollectionBindings(of: type) { return bindings }
        guard case .nominal(let decl, let arguments) = type, decl.kind != .protocol else { return [:] }
        let parameters = associatedParameters(of: declaredProtocols(of: decl))
        guard !parameters.isEmpty else { return [:] }
        let typeArguments = Dictionary(zip(decl.genericParameters, arguments), uniquingKeysWith: { first, _ in first })
        var bindings: [TypeParameter: SwiftType] = [:]
        let own = environment.members(of: decl)
        for (_, parameter) in parameters {
            if let named = own.nestedTypes[parameter.name] { bindings[parameter] = named.substituting(typeArguments) }
        }
        for (proto, parameter) in parameters where bindings[parameter] == nil {
            let table = environment.members(of: proto)
            for (name, requirement) in table.computed.latest.sorted(by: { $0.key < $1.key }) where mentions(requirement.type, parameter) {
                guard let actual = memberType(name, of: decl) else { continue }
                unifyGeneric(requirement.type, actual, into: &bindings)
            }
            // `subscript(i: Int) -> Item` met by the type's own subscript (`-> Int`).
            for requirement in table.subscripts.map(\.getter) where requirement.code.isRequirement
                && mentions(.function(requirement.type), parameter) {
                guard let actual = declaredSubscripts(of: .nominal(decl, []))?.first(where: { $0.getter.selector == requirement.selector })
                else { continue }
                unifyGeneric(.function(requirement.type), .function(actual.getter.type), into: &bindings)
            }
            for (name, methods) in table.methods.sorted(by: { $0.key < $1.key }) {
                for method in methods where method.code.isRequirement && mentions(.function(method.type), parameter) {
                    guard let actual = own.methods[name]?.first(where: { $0.selector == method.selector }) else { continue }
                    unifyGeneric(.function(method.type), .function(actual.type), into: &bindings)
                }
            }
            // `static var defaultValue: Value { get }` met by a static property (stored or computed),
            // `static func reduce(value: inout Value, …)` by a static method (a PreferenceKey's).
            for (name, requirement) in table.staticComputed.sorted(by: { $0.key < $1.key }) where mentions(requirement.type, parameter) {
                guard let actual = own.staticVariables[name]?.type ?? own.staticComputed[name]?.type else { continue }
                unifyGeneric(requirement.type, actual, into: &bindings)
            }
            for (name, methods) in table.staticMethods.sorted(by: { $0.key < $1.key }) {
                for method in methods where method.code.isRequirement && mentions(.function(method.type), parameter) {
                    guard let actual = own.staticMethods[name]?.first(where: { $0.selector == method.selector }) else { continue }
                    unifyGeneric(.function(method.type), .function(actual.type), into: &bindings)
                }
            }
        }
        return bindings.mapValues { $0.substituting(typeArguments) }
    }

    /// Whether `type` mentions `parameter`.
    func mentions(_ type: SwiftType, _ parameter: TypeParameter) -> Bool {
        var found = false
        _ = type.mapped { part in
            if case .generic(let candidate) = part, candidate === parameter { found = true }
            return nil
        }
        return found
    }

    /// The type of `decl`'s stored or computed property `name`, or nil.
    private func memberType(_ name: String, of decl: NominalDecl) -> SwiftType? {
        if let stored = decl.storedProperties.first(where: { $0.name == name }) { return stored.type }
        return lookupMembers(name, in: decl)?.1.computed[name]?.type
    }

    /// `parameter.name` (`C.Item`) for a generic parameter whose protocols declare the associated
    /// type `name`: a parameter of its own, made on first use; nil when none declares it.
    func associatedMember(_ name: String, of parameter: TypeParameter) -> SwiftType? {
        // A sequence's element is the one `genericElement` makes, whichever protocol declares it.
        if name == "Element", let element = genericElement(parameter) { return element }
        if name == "Index", let index = genericCollectionIndex(parameter) { return index }
        // A `StringProtocol`'s cut is a Substring whichever conformer (String or Substring) it is.
        if name == "SubSequence", isTextParameter(parameter) { return .substring }
        if name == "SubSequence", let sub = genericSubSequence(parameter) { return sub }
        if name == "Indices", let indices = genericIndices(parameter) { return indices }
        if name == "RawValue", let raw = genericRawValue(parameter) { return raw }
        if name == "ID", let identifier = genericIdentifier(parameter) { return identifier }
        if name == "Stride", let stride = genericStride(parameter) { return stride }
        if let fixed = parameter.sameTypes[name] ?? fixedAssociatedType(name, in: parameter.constraints) { return fixed }
        if let existing = parameter.associatedTypes[name] { return .generic(existing) }
        if name == "Bound", let bound = rangeExpressionBound(of: parameter) { return bound }
        if name == "Iterator", let iterator = sequenceIterator(of: parameter) { return iterator }
        if name == "Element", let element = iteratorElement(of: parameter) { return element }
        guard let (_, declared) = associatedParameters(of: parameter.constraints).first(where: { $0.1.name == name }) else {
            return nil
        }
        let member = TypeParameter(name: "\(parameter.name).\(name)", constraints: declared.constraints)
        parameter.associatedTypes[name] = member
        return .generic(member)
    }

    /// For members of a value of generic parameter `parameter`'s type: its protocols' associated
    /// types replaced by the parameter's own (`Item` by `C.Item`).
    func associatedSubstitution(for parameter: TypeParameter) -> [TypeParameter: SwiftType] {
        var substitution: [TypeParameter: SwiftType] = [:]
        for (_, declared) in associatedParameters(of: parameter.constraints) {
            if let member = associatedMember(declared.name, of: parameter) { substitution[declared] = member }
        }
        return substitution
    }

    /// Binds the associated types of each generic parameter a call binds to a conforming type
    /// (`C.Item` to `String` when `C` is `Words`). The conforming type decides over what the
    /// arguments suggested (`[3, 1]` for the items of a stack of Doubles); of two parameters whose
    /// associated types a `where` clause makes one, the first decides.
    func bindAssociatedTypes(_ generics: [TypeParameter], in substitution: inout [TypeParameter: SwiftType]) {
        var decided: Set<TypeParameter> = []
        for parameter in generics where !parameter.associatedTypes.isEmpty || !parameter.sameTypes.isEmpty {
            guard let bound = substitution[parameter] else { continue }
            // The collection's own index, whatever the context or an argument suggested.
            if let member = parameter.associatedTypes["Index"], let index = boundCollectionIndex(bound) {
                substitution[member] = index
            }
            if let member = parameter.associatedTypes["SubSequence"], let cut = boundSubSequence(bound) {
                substitution[member] = cut
                decided.insert(member)
            }
            if let member = parameter.associatedTypes["Indices"], let indices = boundIndices(bound) {
                substitution[member] = indices
                decided.insert(member)
            }
            let bindings = associatedTypeBindings(of: bound)
            for (name, member) in parameter.associatedTypes where !decided.contains(member) {
                guard let found = associatedType(name, of: bound, bindings: bindings) else { continue }
                substitution[member] = found
                decided.insert(member)
            }
            // `where C.Item == T`: the conforming type decides `T` too.
            for (name, fixed) in parameter.sameTypes {
                guard case .generic(let other) = fixed, generics.contains(other), !decided.contains(other),
                      let found = associatedType(name, of: bound, bindings: bindings) else { continue }
                substitution[other] = found
                decided.insert(other)
            }
        }
    }

    /// For an array, slice or set a program's protocol was added to (`extension Array: Container {}`):
    /// its requirements are met by the collection's own members, so an associated type named
    /// `Index` is `Int` and any other is the element (`subscript(i: Int) -> Item`,
    /// `append(_ item: Item)`). Nil for other types.
    private func builtinCollectionBindings(of type: SwiftType) -> [TypeParameter: SwiftType]? {
        let element: SwiftType
        switch type {
        case .array(let wrapped), .arraySlice(let wrapped), .set(let wrapped): element = wrapped
        default: return nil
        }
        let protocols = environment.conformances.protocols(ofBuiltin: type).filter { !$0.isBuiltin }
        guard !protocols.isEmpty else { return nil }
        var bindings: [TypeParameter: SwiftType] = [:]
        for (_, parameter) in associatedParameters(of: protocols) {
            bindings[parameter] = fixedAssociatedType(parameter.name, in: protocols) ?? (parameter.name == "Index" ? .int : element)
        }
        return bindings
    }

    /// The bindings of the parameters in `type` that stand for a bound associated type (a
    /// constrained extension's own `Item` with `where Item: Equatable`): the associated type's.
    func standInBindings(_ type: SwiftType, _ substitution: [TypeParameter: SwiftType]) -> [TypeParameter: SwiftType] {
        var bindings: [TypeParameter: SwiftType] = [:]
        _ = type.mapped { part in
            if case .generic(let parameter) = part, substitution[parameter] == nil, let origin = parameter.origin,
               let bound = substitution[origin] {
                bindings[parameter] = bound
            }
            return nil
        }
        return bindings
    }
}
