/// A program protocol's property requirements (`var name: String { get }`, `{ get set }`): a
/// conforming type must have a property of that name, stored, computed, inherited or a protocol
/// extension's default, and one it can set where the requirement sets (swiftc's "type 'T' does
/// not conform to protocol 'P'", its note "candidate is not settable, but protocol requires it"),
/// and one whose getter is `mutating` only where the requirement's is (a structure's `lazy var`
/// has a `mutating get`: "candidate is marked 'mutating' but protocol does not allow it").
extension Checker {
    /// Whether `decl` leaves out a property the protocol whose members are `table` requires, or
    /// has only one it cannot set where the requirement is `{ get set }` or whose getter is
    /// `mutating` where the requirement's is not.
    func lacksPropertyRequirement(_ table: TypeMembers, of decl: NominalDecl) -> Bool {
        for name in table.computed.keys.sorted() {
            guard let requirement = table.computed[name], requirement.getter.code.isRequirement else { continue }
            guard let witness = propertyWitness(name, of: decl) else { return true }
            if requirement.setter != nil, !witness.settable { return true }
            if witness.mutatingGetter, !requirement.getter.isMutating { return true }
        }
        return false
    }

    /// Whether `decl` can set its property `name`, and whether its getter is `mutating`; nil when
    /// it has none.
    private func propertyWitness(_ name: String, of decl: NominalDecl) -> (settable: Bool, mutatingGetter: Bool)? {
        var current: NominalDecl? = decl
        var hops = 0
        while let type = current, hops < 100 {
            if let computed = environment.members(of: type).computed[name], !computed.getter.code.isRequirement {
                return (computed.setter != nil, computed.getter.isMutating)
            }
            if let stored = type.storedProperties.first(where: { $0.name == name || $0.wrappedName == name }) {
                // A wrapped property is set through its wrapper.
                return (!stored.isLet || stored.wrappedName == name, false)
            }
            current = type.superclass
            hops += 1
        }
        // A default from an extension of a protocol the type conforms to.
        var pending = environment.conformances.protocols(of: decl)
        var visited: Set<ObjectIdentifier> = []
        while let proto = pending.popLast() {
            guard visited.insert(ObjectIdentifier(proto)).inserted, visited.count < 1_000 else { continue }
            pending.append(contentsOf: environment.conformances.protocols(of: proto))
            if let computed = environment.members[ObjectIdentifier(proto)]?.computed[name], !computed.getter.code.isRequirement {
                return (computed.setter != nil, computed.getter.isMutating)
            }
        }
        return nil
    }
}
