/// Walking protocol inheritance for member lookup, shared by the checker (static requirements,
/// associated types) and the runtime (static witnesses).
extension Environment {
    /// The member tables of `protocols` and the protocols they inherit, nearest first, with the
    /// protocol each belongs to.
    func protocolTables(_ protocols: [NominalDecl]) -> [(NominalDecl, TypeMembers)] {
        var tables: [(NominalDecl, TypeMembers)] = []
        var pending = protocols
        var visited: Set<ObjectIdentifier> = []
        while !pending.isEmpty, visited.count < 1000 {
            let proto = pending.removeFirst()
            guard visited.insert(ObjectIdentifier(proto)).inserted else { continue }
            if let table = members[ObjectIdentifier(proto)] { tables.append((proto, table)) }
            pending += conformances.protocols(of: proto)
        }
        return tables
    }
}
