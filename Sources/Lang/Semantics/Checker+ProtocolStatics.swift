/// Static members a protocol's extension declares, reached through a conforming type
/// (`extension Greeter { static var standard: … }` makes `MyGreeter.standard`), as Swift finds
/// them after the type's own statics. A `where Self == T` extension's statics are found on `T`
/// alone. The library's are not found this way: SwiftUI declares its ShapeStyle and ButtonStyle
/// statics in `where Self ==` extensions (`Color.tint` is an error), which the prelude writes
/// unconstrained so that implicit members (`.fill(.red)`) find them.
extension Checker {
    /// The member table of the nearest protocol `decl` conforms to (directly, through a superclass
    /// or through protocol inheritance) whose statics pass `holds`.
    func protocolStatics(of decl: NominalDecl, where holds: (TypeMembers) -> Bool) -> TypeMembers? {
        guard decl.kind != .protocol else { return nil }
        var visited: Set<ObjectIdentifier> = []
        var pending = declaredProtocols(of: decl)
        while !pending.isEmpty {
            let proto = pending.removeFirst()
            guard visited.insert(ObjectIdentifier(proto)).inserted else { continue }
            let table = environment.members(of: proto)
            if holds(table) { return table }
            pending.append(contentsOf: environment.conformances.protocols(of: proto))
        }
        return nil
    }

    /// The protocols `decl` and its superclasses declare conformance to (not those they inherit).
    func declaredProtocols(of decl: NominalDecl) -> [NominalDecl] {
        var protocols: [NominalDecl] = []
        var current: NominalDecl? = decl
        var hops = 0
        while let type = current, hops < 100 {
            protocols += environment.conformances.protocols(of: type)
            current = type.superclass
            hops += 1
        }
        return protocols
    }

    /// `Type.name` for a static property declared in an extension of a protocol `Type` conforms
    /// to; nil when there is none. A `use` (the type written and the name) is checked against a
    /// constrained extension's `where` clause.
    func protocolStaticProperty(_ decl: NominalDecl, name: String, line: Int,
                                use: (receiver: SwiftType, name: Identifier)? = nil) -> Typed? {
        guard let table = protocolStatics(of: decl, where: { table in
            table.staticComputed[name].map { Self.reaches($0.getter, decl) } ?? false
        }), let computed = table.staticComputed[name] else { return nil }
        if let use { rejectUnmetExtensionRequirements(computed.getter, receiver: use.receiver, name: use.name, isProperty: true) }
        let node = DirectCall(code: computed.getter.code, capturedHops: nil, receiver: nil, arguments: [], line: line)
        return Typed(recordingProtocolSelf(node, as: use?.receiver ?? .nominal(decl, []), line: line), computed.type)
    }

    /// The static methods called `name` declared in an extension of a protocol `decl` conforms to.
    func protocolStaticMethods(_ decl: NominalDecl, name: String) -> [FunctionSymbol]? {
        let found = protocolStatics(of: decl, where: { table in
            table.staticMethods[name]?.contains { Self.reaches($0, decl) } ?? false
        })?.staticMethods[name]?.filter { Self.reaches($0, decl) }
        // A requirement the extension also implements is called as that implementation.
        let implemented = Set(found?.filter { !$0.code.isRequirement }.map(\.selector) ?? [])
        let callable = found?.filter { !$0.code.isRequirement || !implemented.contains($0.selector) }
        return callable?.isEmpty == false ? callable : nil
    }

    /// Whether a protocol extension's static `symbol` is found on the conforming type `decl`.
    /// The library writes SwiftUI's `extension ShapeStyle where Self == AngularGradient` statics
    /// without the clause: one is found on the type it makes (`AngularGradient.angularGradient(…)`,
    /// `.angularGradient(…)` where an `AngularGradient` is wanted), as SwiftUI's is, and on no other.
    static func reaches(_ symbol: FunctionSymbol, _ decl: NominalDecl) -> Bool {
        if symbol.isLibrary { return symbol.type.result.nominalDecl === decl }
        return symbol.selfConstraint.map { $0 === decl } ?? true
    }

    /// The static getters and methods `decl`'s member table holds now, held: a static declared
    /// again replaces its name's getter, whose address a later one may then take.
    func staticSymbols(of decl: NominalDecl) -> Set<HeldIdentity<FunctionSymbol>> {
        let table = environment.members(of: decl)
        return Set(table.staticComputed.values.map { HeldIdentity($0.getter) } + table.staticMethods.values.joined().map(HeldIdentity.init))
    }

    /// Pins the statics `decl`'s table gained since `before` to the type of `extensionDecl`'s
    /// `where Self == T`, when it has one.
    func constrainStatics(of decl: NominalDecl, declaredAfter before: Set<HeldIdentity<FunctionSymbol>>, by extensionDecl: ExtensionDecl) {
        guard let pinned = pinnedSelfType(extensionDecl)?.nominalDecl else { return }
        let table = environment.members(of: decl)
        for symbol in table.staticComputed.values.map(\.getter) + table.staticMethods.values.joined()
        where !before.contains(HeldIdentity(symbol)) {
            symbol.selfConstraint = pinned
        }
    }

    /// `T` of an extension's `where Self == T` (or `T == Self`), with its type arguments
    /// (`RingStyle<Color, Color>`): what `Self` is in the extension's members, as in swiftc.
    func pinnedSelfType(_ extensionDecl: ExtensionDecl) -> SwiftType? {
        func isSelf(_ type: TypeExpr) -> Bool {
            guard case .named(let components) = type.kind, components.count == 1 else { return false }
            return components[0].name.name == "Self"
        }
        for requirement in extensionDecl.whereClause {
            guard case .sameType(let left, let right) = requirement.kind else { continue }
            if isSelf(left) { return resolveType(right) }
            if isSelf(right) { return resolveType(left) }
        }
        return nil
    }
}
