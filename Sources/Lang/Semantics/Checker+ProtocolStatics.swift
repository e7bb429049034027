/// Static members a protocol's extension declares, reached through a conforming type
/// (`extension Greeter { static var standard: … }` makes `MyGreeter.standard`), as Swift finds
/// them after the type's own statics.
extension Checker {
    /// The member table of the nearest protocol `decl` conforms to (directly, through a superclass
    /// or through protocol inheritance) whose statics pass `holds`.
    func protocolStatics(of decl: NominalDecl, where holds: (TypeMembers) -> Bool) -> TypeMembers? {
        guard decl.kind != .protocol else { return nil }
        var visited: Set<ObjectIdentifier> = []
        var pending: [NominalDecl] = []
        var current: NominalDecl? = decl
        var hops = 0
        while let type = current, hops < 100 {
            pending += environment.conformances.protocols(of: type)
            current = type.superclass
            hops += 1
        }
        while !pending.isEmpty {
            let proto = pending.removeFirst()
            guard visited.insert(ObjectIdentifier(proto)).inserted else { continue }
            let table = environment.members(of: proto)
            if holds(table) { return table }
            pending.append(contentsOf: environment.conformances.protocols(of: proto))
        }
        return nil
    }

    /// `Type.name` for a static property declared in an extension of a protocol `Type` conforms
    /// to; nil when there is none.
    func protocolStaticProperty(_ decl: NominalDecl, name: String, line: Int) -> Typed? {
        guard let table = protocolStatics(of: decl, where: { $0.staticVariables[name] != nil || $0.staticComputed[name] != nil }) else {
            return nil
        }
        if let variable = table.staticVariables[name] { return Typed(location(of: variable).reader(line: line), variable.type) }
        guard let computed = table.staticComputed[name] else { return nil }
        return Typed(DirectCall(code: computed.getter.code, capturedHops: nil, receiver: nil, arguments: [], line: line), computed.type)
    }

    /// The static methods called `name` declared in an extension of a protocol `decl` conforms to.
    func protocolStaticMethods(_ decl: NominalDecl, name: String) -> [FunctionSymbol]? {
        protocolStatics(of: decl, where: { $0.staticMethods[name] != nil })?.staticMethods[name]
    }
}
