/// A generic parameter constrained to `Identifiable` (`<T: Identifiable>`, `where Element:
/// Identifiable`, a protocol that refines it): its associated type `T.ID`, which Swift declares
/// `associatedtype ID: Hashable`, and `x.id` (`var id: ID { get }`) on its values, which reads the
/// conforming type's own `id` at run time.
extension Checker {
    /// `T.ID` for a parameter whose protocols are or refine `Identifiable`: the type a `where`
    /// clause fixes it to, or a `Hashable` parameter of its own made on first use; nil otherwise.
    func genericIdentifier(_ parameter: TypeParameter) -> SwiftType? {
        builtinAssociatedType("ID", of: "Identifiable", parameter: parameter, constraints: ["Hashable"])
    }

    /// `x.id` on a value of generic parameter `parameter`'s type (DynamicGet reads the
    /// conformer's stored or computed `id`).
    func genericIdentifierMember(_ base: Typed, _ parameter: TypeParameter, line: Int) -> Typed? {
        guard let identifier = genericIdentifier(parameter) else { return nil }
        return Typed(DynamicGet(base.node, name: "id", line: line), identifier)
    }

    /// `ID` of a program's type bound to such a parameter (`User` for `T`): the type of its `id`,
    /// stored, computed, or a protocol extension's default, with its own type arguments
    /// substituted (`Tagged<Int>`'s `let id: V`); nil when it has none.
    func identifierType(of type: SwiftType) -> SwiftType? {
        guard case .nominal(let decl, let arguments) = type, !decl.isBuiltin else { return nil }
        let declared = decl.storedProperties.first(where: { $0.name == "id" })?.type
            ?? (lookupMembers("id", in: decl) ?? protocolMember("id", of: decl))?.1.computed["id"]?.type
        guard let declared else { return nil }
        let substitution = Dictionary(zip(decl.genericParameters, arguments), uniquingKeysWith: { first, _ in first })
        return declared.substituting(substitution)
    }

    /// The associated type `name` of the builtin protocol `protocolName` for a parameter whose
    /// protocols are or refine it: fixed by a `where` clause, or a parameter of its own made on
    /// first use, bound by the builtin protocols `constraints` (as Swift's declaration bounds it).
    func builtinAssociatedType(_ name: String, of protocolName: String, parameter: TypeParameter,
                               constraints: [String] = []) -> SwiftType? {
        guard let owner = builtinProtocol(protocolName),
              parameter.constraints.contains(where: { $0 === owner || environment.conformances.conforms($0, to: owner) }) else {
            return nil
        }
        if let fixed = parameter.sameTypes[name] { return fixed }
        if let existing = parameter.associatedTypes[name] { return .generic(existing) }
        let member = TypeParameter(name: "\(parameter.name).\(name)", constraints: constraints.compactMap(builtinProtocol))
        parameter.associatedTypes[name] = member
        return .generic(member)
    }
}

extension Checker {
    /// Reports a struct or enum whose declaration conforms to `Identifiable` (itself or through a
    /// protocol refining it) without an `id`, with swiftc's error, at `range`: only a class has
    /// Swift's default `id` (its `ObjectIdentifier`). An `id` from an extension of the type, a
    /// superclass or a program's protocol extension's default counts.
    func checkIdentifiableWitness(of decl: NominalDecl, at range: SourceRange) {
        guard decl.kind == .struct || decl.kind == .enum, let identifiable = builtinProtocol("Identifiable"),
              decl.conformances.contains(where: { environment.conformances.conforms($0, to: identifiable) }),
              lookupMembers("id", in: decl) == nil else { return }
        // `Identifiable`'s own default `id` is `where Self: AnyObject`: a class's only.
        if let (owner, members) = protocolMember("id", of: decl), owner !== identifiable, members.computed["id"] != nil { return }
        error("type '\(decl.name)' does not conform to protocol 'Identifiable'", range)
    }
}
