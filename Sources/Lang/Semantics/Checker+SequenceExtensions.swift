/// Extensions of the standard library's `Sequence` and `Collection` (`extension Collection {
/// subscript(safe i: Index) -> Element? { … } }`). Their members go in the protocol's member
/// table, as a program protocol's extension members do, and every standard sequence (arrays,
/// slices, sets, dictionaries, strings, integer ranges) and every parameter constrained to the
/// protocol has them. `Element` names the protocol's element, one parameter for every such
/// extension (a `where Element: P` clause adds to its constraints, leniently, for all of them),
/// which each use binds to the receiver's element; `Index` is `Int`, the index of arrays, slices and integer ranges (a
/// departure for sets, dictionaries and strings, whose indices are not Ints in Swift). Inside
/// the members `self` is read as the array of its elements for the library's own members.
extension Checker {
    /// Whether `decl` is the standard library's `Sequence` or `Collection`.
    func isBuiltinSequenceProtocol(_ decl: NominalDecl) -> Bool {
        decl.isBuiltin && decl.kind == .protocol && (decl.name == "Sequence" || decl.name == "Collection")
    }

    /// Declares `Element` in the member tables of `Sequence` and `Collection` (one parameter
    /// for both) and Collection's `Index`, once per environment.
    func declareSequenceAssociatedTypes() {
        guard let sequence = builtinProtocol("Sequence"), let collection = builtinProtocol("Collection") else { return }
        let sequenceTable = environment.members(of: sequence)
        let element = sequenceTable.nestedTypes["Element"] ?? .generic(TypeParameter(name: "Element"))
        sequenceTable.nestedTypes["Element"] = element
        let collectionTable = environment.members(of: collection)
        collectionTable.nestedTypes["Element"] = element
        collectionTable.nestedTypes["Index"] = .int
    }

    /// `C.Index` of a parameter constrained to `Collection`: `Int` (see above); nil otherwise.
    func genericCollectionIndex(_ parameter: TypeParameter) -> SwiftType? {
        guard let collection = builtinProtocol("Collection"),
              parameter.constraints.contains(where: { environment.conformances.conforms($0, to: collection) }) else { return nil }
        return .int
    }

    /// The element type of `self` inside an extension of `Sequence` or `Collection`, or nil for
    /// any other type.
    func sequenceProtocolElement(_ type: SwiftType) -> SwiftType? {
        guard case .nominal(let decl, let arguments) = type, isBuiltinSequenceProtocol(decl) else { return nil }
        // `extension Collection where Element == Double`: its members' `Self` carries the element.
        if arguments.count == 1 { return arguments[0] }
        declareSequenceAssociatedTypes()
        return environment.members(of: decl).nestedTypes["Element"]
    }

    /// The type a `where Element == T` clause of an extension of `Sequence` or `Collection`
    /// names, which its members see as `Element` (and `self` as an array of); nil without one.
    func sameTypeElement(of extensionDecl: ExtensionDecl) -> SwiftType? {
        for requirement in extensionDecl.whereClause {
            guard case .sameType(let subject, let other) = requirement.kind, case .named(let components) = subject.kind,
                  components.count == 1, components[0].name.name == "Element" else { continue }
            return resolveType(other)
        }
        return nil
    }

    /// `self` of an extension of `Sequence` or `Collection` as the array of its elements, for
    /// the standard library's members (`count`, `map`, `self[i]`); nil for any other value.
    func sequenceProtocolSelfElements(_ typed: Typed, line: Int) -> Typed? {
        guard let element = sequenceProtocolElement(typed.type) else { return nil }
        return Typed(Unary(typed.node, line: line) { value, line in .array(try Sequences.elements(of: value, line: line)) },
                     .array(element))
    }

    /// The member tables of the `Collection` and `Sequence` extensions that apply to a standard
    /// sequence `type` (none for any other type).
    func sequenceExtensionTables(of type: SwiftType) -> [TypeMembers] {
        if case .range(let bound, _) = type, !bound.isInteger { return [] }
        guard sequenceElement(type) != nil, type.nominalDecl == nil, !isGenericParameter(type) else { return [] }
        return ["Collection", "Sequence"].compactMap { name in
            builtinProtocol(name).flatMap { environment.members[ObjectIdentifier($0)] }
        }
    }

    /// The instance methods and property getters of `decl`'s member table, by identity.
    func instanceSymbols(of decl: NominalDecl) -> Set<ObjectIdentifier> {
        let table = environment.members(of: decl)
        return Set(table.methods.values.joined().map(ObjectIdentifier.init) + table.computed.values.map { ObjectIdentifier($0.getter) })
    }

    /// Tags the members an `extension Sequence where Element: P` declared (those not in
    /// `before`) with the protocols its clause requires of `Element`, checked at each use.
    func requireElementConformances(of extensionDecl: ExtensionDecl, on decl: NominalDecl, declaredAfter before: Set<ObjectIdentifier>) {
        var required: [NominalDecl] = []
        for requirement in extensionDecl.whereClause {
            guard case .conformance(let subject, let constraint) = requirement.kind, case .named(let components) = subject.kind,
                  components.count == 1, components[0].name.name == "Element" else { continue }
            required.append(contentsOf: Checker(probing: self).protocols(in: constraint))
        }
        guard !required.isEmpty else { return }
        let table = environment.members(of: decl)
        let symbols = Array(table.methods.values.joined()) + table.computed.values.map(\.getter)
        for symbol in symbols where !before.contains(ObjectIdentifier(symbol)) { symbol.elementRequirements = required }
    }

    /// swiftc's error for a member of `extension Sequence where Element: P` used on a standard
    /// collection whose element does not conform; true when it reported one.
    @discardableResult
    func rejectUnmetElementRequirements(_ member: FunctionSymbol, receiver: SwiftType, name: String, isProperty: Bool,
                                        range: SourceRange) -> Bool {
        guard !member.elementRequirements.isEmpty, let element = sequenceElement(receiver), element != .error,
              !containsGeneric(element), let owner = sequenceOwner(of: member) else { return false }
        for proto in member.elementRequirements where !environment.conformances.conforms(element, to: proto) {
            let what = isProperty ? "property '\(name)'" : "referencing instance method '\(member.spokenName)' on '\(owner.name)'"
            error("\(what) requires that '\(element)' conform to '\(proto.name)'", range)
            return true
        }
        return false
    }

    /// The builtin sequence protocol whose extension declares `member` (a method or a getter).
    private func sequenceOwner(of member: FunctionSymbol) -> NominalDecl? {
        ["Collection", "Sequence"].compactMap { builtinProtocol($0) }.first { proto in
            instanceSymbols(of: proto).contains(ObjectIdentifier(member))
        }
    }

    /// Whether `type` is a generic parameter (its protocols' members are found through them).
    private func isGenericParameter(_ type: SwiftType) -> Bool {
        if case .generic = type { return true }
        return false
    }
}
