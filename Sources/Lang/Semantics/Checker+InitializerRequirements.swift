/// Initialiser requirements (`protocol Make { init(size: Int) }`): a conforming type meets one
/// with an initialiser of the same labels, its own, a superclass's, a protocol extension's, or
/// one Swift makes for it: a struct's memberwise initialiser (which must take exactly the
/// requirement's labels: a defaulted parameter left out does not count, as swiftc says) and the
/// `init()` of a struct or class whose stored properties all have values.
extension Checker {
    /// Whether `decl` has an initialiser `selector` (`init(size:tag:)`) that meets a requirement.
    func hasInitializerWitness(_ selector: String, _ decl: NominalDecl) -> Bool {
        var current: NominalDecl? = decl
        var hops = 0
        while let type = current, hops < 100 {
            let table = environment.members(of: type)
            if table.initializers.contains(where: { $0.selector == selector && !$0.code.isRequirement }) { return true }
            if !table.hasInitializerInBody, synthesizedInitializers(of: type).contains(selector) { return true }
            // A subclass inherits its superclass's initialisers only when it declares none of its own.
            if table.hasInitializerInBody { break }
            current = type.superclass
            hops += 1
        }
        var pending = environment.conformances.protocols(of: decl)
        var visited: Set<ObjectIdentifier> = []
        while let proto = pending.popLast(), visited.count < 1_000 {
            guard visited.insert(ObjectIdentifier(proto)).inserted else { continue }
            pending.append(contentsOf: environment.conformances.protocols(of: proto))
            let initializers = environment.members[ObjectIdentifier(proto)]?.initializers ?? []
            if initializers.contains(where: { $0.selector == selector && !$0.code.isRequirement }) { return true }
        }
        return false
    }

    /// The selectors of the initialisers Swift makes for a type that declares none in its body:
    /// a struct's memberwise one, and `init()` when every stored property has a value (or is an
    /// optional `var`).
    private func synthesizedInitializers(of decl: NominalDecl) -> [String] {
        guard decl.kind == .struct || decl.kind == .class else { return [] }
        let defaults = environment.members(of: decl).fieldDefaults
        var labels: [String] = []
        var allDefaulted = true
        for (index, property) in decl.storedProperties.enumerated() {
            let hasDefault = index < defaults.count ? defaults[index] != nil : property.hasDefault
            let defaulted = hasDefault || (property.type.optionalWrapped != nil && !property.isLet)
            allDefaulted = allDefaulted && defaulted
            if property.isLet && hasDefault { continue }
            labels.append(property.wrappedName ?? property.name)
        }
        var selectors = allDefaulted ? ["init()"] : []
        if decl.kind == .struct { selectors.append("init(" + labels.map { $0 + ":" }.joined() + ")") }
        return selectors
    }
}
