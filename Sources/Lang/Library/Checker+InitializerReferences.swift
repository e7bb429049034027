/// `String.init` as a function value (`words.map(String.init)`): the library's declarations of
/// String's initialisers that take one argument, whatever its label, ranked as swiftc ranks
/// overloads, by which is the more specialised: a concrete parameter over a generic one, a generic
/// parameter with more requirements over one with fewer (`T: LosslessStringConvertible` over
/// `Subject: CustomStringConvertible`, which it refines). Two that nothing ranks apart are
/// swiftc's "ambiguous use of 'init'": a String fits `init<T: LosslessStringConvertible & Sequence>`
/// and `init<Subject: CustomStringConvertible & TextOutputStreamable>(describing:)` alike, a tuple
/// `init<Subject>(describing:)` and `init<Subject>(reflecting:)`, and a String taken by
/// `Substring.init` (written `Substring.init(_:)`, it is `init(_: String)`).
extension Checker {
    /// What a declaration's parameter takes: one type, or any type that meets a generic
    /// parameter's requirements (its protocols, by name, and its `Element`).
    private struct ParameterShape {
        var concrete: SwiftType?
        var protocols: [String] = []
        var element: SwiftType?
    }

    /// Whether the initialisers of `type` that could be the function value taking `argument`
    /// leave two or more that rank alike. Only String's one-argument initialisers are all
    /// declared (the numbers' concrete conversions, `Double.init(_: Int)`, are not), so only
    /// theirs are ranked: a tie among another type's would be the table's gap, not swiftc's.
    func initializerReferenceIsAmbiguous(_ type: SwiftType, from argument: SwiftType) -> Bool {
        if type == argument, Self.copiesAmbiguously(type) { return true }
        // A String fits Substring's `init(_: String)`, its sequence initialiser and its literal ones alike.
        if type == .substring, argument == .string { return true }
        guard type == .string, !hasError(argument) else { return false }
        let shapes = StandardLibrary.members(named: "init", of: type, isStatic: false)
            .filter { $0.owner == "String" && $0.signature.kind == .initializer && $0.signature.labels.count == 1 }
            .compactMap { parameterShape($0.signature) }
        let viable = shapes.filter { takes($0, argument) }
        let best = viable.indices.filter { index in
            !viable.indices.contains { other in
                other != index && asSpecialized(viable[other], viable[index]) && !asSpecialized(viable[index], viable[other])
            }
        }
        return best.count > 1
    }

    /// Whether `T.init` taking a `T` ties in swiftc (`[1, 2].map(Int.init)`, `[true].map(Bool.init)`):
    /// a number's `init(_: Self)` ranks alike with its generic conversions. `UInt` is swiftc's
    /// exception, recorded as it answers.
    static func copiesAmbiguously(_ type: SwiftType) -> Bool {
        switch type {
        case .int, .double, .float, .bool: return true
        case .fixedInt(let kind): return kind != .uint
        default: return false
        }
    }

    /// The shape of a one-parameter declaration's parameter; nil when it is not one this ranking reads.
    private func parameterShape(_ signature: BuiltinSignature) -> ParameterShape? {
        guard signature.parameterTypes.count == 1 else { return nil }
        let written = signature.parameterTypes[0]
        if case .opaque(let constraint) = written.kind { return ParameterShape(protocols: protocolNames(constraint)) }
        guard case .named(let components) = written.kind, components.count == 1,
              let generic = signature.genericParameters.first(where: { $0.name.name == components[0].name.name }) else {
            let resolved = Checker(probing: self).resolveType(written)
            return hasError(resolved) ? nil : ParameterShape(concrete: resolved)
        }
        var shape = ParameterShape(protocols: generic.constraint.map(protocolNames) ?? [])
        for requirement in signature.requirements {
            switch requirement.kind {
            case .conformance(let subject, let constraint) where names(subject, [generic.name.name]):
                shape.protocols += protocolNames(constraint)
            case .sameType(let subject, let other) where names(subject, [generic.name.name, "Element"]):
                shape.element = Checker(probing: self).resolveType(other)
            default:
                continue
            }
        }
        return shape
    }

    /// Whether a type expression is the path `path` (`T`, `S.Element`).
    private func names(_ type: TypeExpr, _ path: [String]) -> Bool {
        guard case .named(let components) = type.kind else { return false }
        return components.map(\.name.name) == path
    }

    /// The protocols a constraint names (`P`, `P & Q`).
    private func protocolNames(_ constraint: TypeExpr) -> [String] {
        switch constraint.kind {
        case .named(let components): return components.count == 1 ? [components[0].name.name] : []
        case .composition(let parts): return parts.flatMap(protocolNames)
        default: return []
        }
    }

    /// Whether a parameter of this shape takes a value of `argument`'s type.
    private func takes(_ shape: ParameterShape, _ argument: SwiftType) -> Bool {
        if let concrete = shape.concrete { return concrete == argument }
        if let element = shape.element, sequenceElement(argument) != element { return false }
        return shape.protocols.allSatisfy { conforms(argument, toBuiltin: $0) }
    }

    /// Whether a parameter of shape `one` is at least as specialised as one of shape `other`:
    /// whatever `one` takes, `other` takes.
    private func asSpecialized(_ one: ParameterShape, _ other: ParameterShape) -> Bool {
        if let concrete = one.concrete { return other.concrete.map { $0 == concrete } ?? takes(other, concrete) }
        if other.concrete != nil { return false }
        if let element = other.element, one.element != element { return false }
        return other.protocols.allSatisfy { wanted in one.protocols.contains { refines($0, wanted) } }
    }

    /// Whether the standard protocol `name` is `wanted` or refines it.
    private func refines(_ name: String, _ wanted: String) -> Bool {
        var pending = [builtinProtocol(name)].compactMap { $0 }
        var visited: Set<ObjectIdentifier> = []
        while let next = pending.popLast() {
            guard visited.insert(ObjectIdentifier(next)).inserted else { continue }
            if next.name == wanted { return true }
            pending += next.conformances
        }
        return name == wanted
    }
}
