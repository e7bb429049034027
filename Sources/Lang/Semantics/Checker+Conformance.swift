/// Conformance checking: a type that declares a conformance to a program's protocol must give
/// every method the protocol requires, itself, through a superclass, or through a protocol
/// extension's default (swiftc's "type 'T' does not conform to protocol 'P'").
extension Checker {
    /// Checks the protocols `decl` conforms to (with the protocols they inherit) that the
    /// program declared; reports the first one missing a required method at `range`.
    func checkRequirements(of decl: NominalDecl, at range: SourceRange) {
        guard decl.kind != .protocol else { return }
        if decl.kind != .class, let bound = decl.conformances.first(where: { $0.isClassBound }) {
            error("non-class type '\(decl.name)' cannot conform to class protocol '\(bound.name)'", range)
            return
        }
        var pending = environment.conformances.protocols(of: decl)
        var visited: Set<ObjectIdentifier> = []
        while let proto = pending.popLast() {
            guard visited.insert(ObjectIdentifier(proto)).inserted, visited.count < 1_000 else { continue }
            pending.append(contentsOf: environment.conformances.protocols(of: proto))
            guard !proto.isBuiltin, let table = environment.members[ObjectIdentifier(proto)] else { continue }
            for selector in table.requirementSelectors.sorted() {
                if table.staticMethods.values.contains(where: { $0.contains { $0.selector == selector } }) {
                    if hasStaticWitness(selector, decl) { continue }
                } else if let witness = environment.dispatch(selector, on: decl), !witness.code.isRequirement,
                          !Checker.parametersDiffer(witness, from: table.bySelector[selector]) {
                    continue
                }
                error("type '\(decl.name)' does not conform to protocol '\(proto.name)'", range)
                return
            }
            if lacksPropertyRequirement(table, of: decl) || lacksStaticSubscriptRequirement(table, of: decl) {
                error("type '\(decl.name)' does not conform to protocol '\(proto.name)'", range)
                return
            }
            for requirement in table.initializers where requirement.code.isRequirement {
                if hasInitializerWitness(requirement.selector, decl) { continue }
                error("type '\(decl.name)' does not conform to protocol '\(proto.name)'", range)
                return
            }
        }
    }

    /// Whether `decl`, a superclass of it, or a protocol it conforms to implements the static
    /// method `selector`.
    private func hasStaticWitness(_ selector: String, _ decl: NominalDecl) -> Bool {
        staticWitnessOwners(of: decl).contains { owner in
            environment.members[ObjectIdentifier(owner)]?.staticMethods.values
                .contains { $0.contains { $0.selector == selector && !$0.code.isRequirement } } ?? false
        }
    }

    /// Where `decl` can find a static member: itself, its superclasses, the protocols it
    /// conforms to (their extensions' defaults).
    func staticWitnessOwners(of decl: NominalDecl) -> [NominalDecl] {
        var owners: [NominalDecl] = []
        var current: NominalDecl? = decl
        while let type = current, owners.count < 100 {
            owners.append(type)
            current = type.superclass
        }
        var pending = environment.conformances.protocols(of: decl)
        while let proto = pending.popLast(), owners.count < 1_000 {
            owners.append(proto)
            pending.append(contentsOf: environment.conformances.protocols(of: proto))
        }
        return owners
    }
}

extension Checker {
    /// Whether `witness` takes a parameter of another type than `requirement` declares
    /// (`path(in size: CGSize)` for `path(in rect: CGRect)`): only value types named outright are
    /// compared, so that a generic, `Self`, optional or class parameter is never taken to differ.
    static func parametersDiffer(_ witness: FunctionSymbol, from requirement: FunctionSymbol?) -> Bool {
        guard let requirement, witness.type.parameters.count == requirement.type.parameters.count else { return false }
        return zip(witness.type.parameters, requirement.type.parameters).contains { pair in
            isPlainValueType(pair.0.type) && isPlainValueType(pair.1.type) && pair.0.type != pair.1.type
        }
    }

    /// Whether `witness` gives another type than `requirement` declares, both value types named
    /// outright (as `parametersDiffer` compares them).
    static func resultsDiffer(_ witness: FunctionSymbol, from requirement: FunctionSymbol) -> Bool {
        let pair = (witness.type.result, requirement.type.result)
        return isPlainValueType(pair.0) && isPlainValueType(pair.1) && pair.0 != pair.1
    }

    /// A number, Bool, String, Character or struct or enum type without type arguments.
    private static func isPlainValueType(_ type: SwiftType) -> Bool {
        switch type {
        case .int, .double, .float, .cgFloat, .bool, .string, .character, .fixedInt: return true
        case .nominal(let decl, let arguments): return arguments.isEmpty && (decl.kind == .struct || decl.kind == .enum)
        default: return false
        }
    }
}
