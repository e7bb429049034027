/// Extensions of the standard library's `Sequence` and `Collection` (`extension Collection {
/// subscript(safe i: Index) -> Element? { … } }`). Their members go in the protocol's member
/// table, as a program protocol's extension members do, and every standard sequence (arrays,
/// slices, sets, dictionaries, strings, integer ranges) and every parameter constrained to the
/// protocol has them. Each extension has its own generic signature: its members' `Self` is the
/// protocol over an `Element` of the extension's own, which its `where` clause constrains
/// (`where Element: Comparable`) or fixes (`where Element == Double`), and which each use binds
/// to the receiver's element and checks as swiftc does. `Index` is the extension's own parameter,
/// which each use binds to the receiver's index (`String.Index`, `Set<Int>.Index`, `Int` for
/// arrays and ranges); inside the members it is `Int`, as `self` is read there as the array of
/// its elements for the library's own members.
extension Checker {
    /// Whether `decl` is the standard library's `Sequence`, `Collection` or one of its refinements.
    func isBuiltinSequenceProtocol(_ decl: NominalDecl) -> Bool {
        decl.isBuiltin && decl.kind == .protocol && Environment.collectionProtocolNames.contains(decl.name)
    }

    /// Declares `Element` in the member tables of `Sequence`, `Collection` and its refinements
    /// (one parameter for all) and the collections' `Index` (one too), once per environment.
    func declareSequenceAssociatedTypes() {
        guard let sequence = builtinProtocol("Sequence"), let collection = builtinProtocol("Collection") else { return }
        let element = environment.members(of: sequence).nestedTypes["Element"] ?? .generic(TypeParameter(name: "Element"))
        let comparable = builtinProtocol("Comparable").map { [$0] } ?? []
        let index = environment.members(of: collection).nestedTypes["Index"]
            ?? .generic(TypeParameter(name: "Index", constraints: comparable))
        for proto in Environment.collectionProtocolNames.compactMap(builtinProtocol) {
            let table = environment.members(of: proto)
            table.nestedTypes["Element"] = element
            if proto !== sequence { table.nestedTypes["Index"] = index }
        }
    }

    /// `C.Index` of a parameter constrained to `Collection`; nil otherwise: a parameter of its
    /// own (`C.Index`), which each call of a generic function, or each concrete type of a generic
    /// type (`W<String>`), binds to the index of the collection `C` stands for (`String.Index`
    /// for a String), and which the bodies of the function or of the type's members see as
    /// `Int` (`collectionIndexView`), the index of the array they read its values as.
    func genericCollectionIndex(_ parameter: TypeParameter) -> SwiftType? {
        guard let collection = builtinProtocol("Collection"),
              parameter.constraints.contains(where: { environment.conformances.conforms($0, to: collection) }) else { return nil }
        let member: TypeParameter
        if let existing = parameter.associatedTypes["Index"] {
            member = existing
        } else {
            member = TypeParameter(name: "\(parameter.name).Index", constraints: builtinProtocol("Comparable").map { [$0] } ?? [])
            parameter.associatedTypes["Index"] = member
        }
        return collectionIndexView[member] ?? .generic(member)
    }

    /// What the `C.Index` of `generics` are in their body: `Int`, the positions of the arrays
    /// the body reads their values as (made here when the signature did not name them, so a
    /// `let i: C.Index` in the body names the one a call binds); `String.Index` for a
    /// `StringProtocol` parameter, which the body reads as its text.
    func collectionIndexBodyView(_ generics: [TypeParameter]) -> [TypeParameter: SwiftType] {
        var view: [TypeParameter: SwiftType] = [:]
        for parameter in generics {
            if case .generic(let member)? = genericCollectionIndex(parameter) {
                view[member] = isTextParameter(parameter) ? .stringIndex : .int
            }
        }
        return view
    }

    /// The index a call binds `C.Index` to when `C` is bound to `bound`: a standard collection's
    /// (`String.Index`), or `Int` for a generic parameter of the calling body (which reads its
    /// values as arrays; `String.Index` for a `StringProtocol` one, read as text), or a program's
    /// own collection's; nil for other types, whose conformance says.
    func boundCollectionIndex(_ bound: SwiftType) -> SwiftType? {
        switch bound {
        case .generic(let parameter): return isTextParameter(parameter) ? .stringIndex : .int
        case .array, .arraySlice, .set, .dictionary, .string, .substring, .range: return Checker.indexType(of: bound)
        // A program's own collection: the index its `index(after:)` takes (`Int`, `Shelf.Index`).
        case .nominal(let decl, _) where !decl.isBuiltin: return ownCollectionIndex(bound)
        default: return nil
        }
    }

    /// The element type of `self` inside an extension of `Sequence` or `Collection`, or nil for
    /// any other type.
    func sequenceProtocolElement(_ type: SwiftType) -> SwiftType? {
        guard case .nominal(let decl, let arguments) = type, isBuiltinSequenceProtocol(decl) else { return nil }
        // `extension Collection where Element == Double`: its members' `Self` carries the element.
        if let element = arguments.first { return element }
        declareSequenceAssociatedTypes()
        return environment.members(of: decl).nestedTypes["Element"]
    }

    /// The `Self` the members of an extension of `Sequence` or `Collection` see: the protocol
    /// over the extension's own element, the type a `where Element == T` clause names or else a
    /// parameter with the protocols `where Element: P` clauses require (standing for the
    /// protocol's `Element`, which a generic receiver's substitution replaces).
    func sequenceExtensionSelf(of extensionDecl: ExtensionDecl, on decl: NominalDecl) -> SwiftType {
        declareSequenceAssociatedTypes()
        let table = environment.members(of: decl)
        var index: [SwiftType] = []
        if case .generic(let shared)? = table.nestedTypes["Index"] {
            index = [.generic(TypeParameter(name: "Index", constraints: shared.constraints, origin: shared))]
        }
        var shared: TypeParameter?
        if case .generic(let parameter)? = table.nestedTypes["Element"] { shared = parameter }
        var constraints: [NominalDecl] = []
        for requirement in extensionDecl.whereClause {
            switch requirement.kind {
            case .sameType(let subject, let other) where Self.namesElement(subject):
                return .nominal(decl, [resolveType(other)] + index)
            case .conformance(let subject, let constraint) where Self.namesElement(subject):
                constraints += protocols(in: constraint)
            default:
                continue
            }
        }
        return .nominal(decl, [.generic(TypeParameter(name: "Element", constraints: constraints, origin: shared))] + index)
    }

    /// `Index` inside an extension of `Collection`: in its members' signatures the extension's
    /// own parameter, which each use binds to the receiver's index (`String.Index` on a
    /// String); nil for any other `Self`.
    func sequenceProtocolIndex(_ type: SwiftType) -> SwiftType? {
        guard case .nominal(let decl, let arguments) = type, isBuiltinSequenceProtocol(decl), arguments.count == 2 else { return nil }
        return arguments[1]
    }

    /// What a member body of a `Collection` extension sees in place of its `Index`: `Int`, as
    /// `self` is read there as the array of its elements, whose positions are its offsets.
    func sequenceBodyView(_ selfType: SwiftType?) -> [TypeParameter: SwiftType] {
        guard let selfType, case .generic(let index)? = sequenceProtocolIndex(selfType) else { return [:] }
        var view: [TypeParameter: SwiftType] = [index: .int]
        // Its `SubSequence` is a cut of that array (made the receiver's own cut where it is called).
        if let sub = sequenceProtocolSubSequence(selfType), let element = sequenceProtocolElement(selfType) {
            view[sub] = .arraySlice(element)
        }
        return view
    }

    /// Whether a `where` clause's subject is `Element` or `Self.Element`.
    private static func namesElement(_ subject: TypeExpr) -> Bool {
        guard case .named(let components) = subject.kind, components.allSatisfy(\.genericArguments.isEmpty) else { return false }
        let names = components.map(\.name.name)
        return names == ["Element"] || names == ["Self", "Element"]
    }

    /// `self` of an extension of `Sequence` or `Collection` as the slice of its elements, for
    /// the standard library's members (`count`, `map`, `self[i]`); nil for any other value.
    func sequenceProtocolSelfElements(_ typed: Typed, line: Int) -> Typed? {
        guard let element = sequenceProtocolElement(typed.type) else { return nil }
        return elementsView(typed, element, line: line)
    }

    /// The member tables of the `Collection` and `Sequence` extensions that apply to a standard
    /// sequence `type` (none for any other type).
    func sequenceExtensionTables(of type: SwiftType) -> [TypeMembers] {
        if case .range(let bound, _) = type, !bound.isInteger { return [] }
        // `lazyAwareElement`: a lazy map's element is its transform's result.
        guard lazyAwareElement(type) != nil, type.nominalDecl == nil || isLibrarySequence(type), !isGenericParameter(type) else { return [] }
        // The conformance is asked only of a protocol the program or library extended.
        return Environment.collectionProtocolNames.compactMap { name in
            guard let proto = builtinProtocol(name), let table = environment.members[ObjectIdentifier(proto)],
                  environment.conformances.conforms(type, to: proto) else { return nil }
            return table
        }
    }

    /// Whether `type` is one of the library's sequence types (`StrideTo`, `Zip2Sequence`,
    /// `LazySequence`, `ReversedCollection`, `EnumeratedSequence`, a lazy map or filter, a
    /// flattened sequence), whose conformances `LazySequenceValue.conforms` answers.
    func isLibrarySequence(_ type: SwiftType) -> Bool {
        guard case .nominal(let decl, _) = type else { return false }
        return LazySequenceValue.kind(of: decl) != nil || LazyClosureSequence.kind(of: decl) != nil || FlattenSequenceValue.isFlattening(decl)
    }

    /// swiftc's error for a member of an extension of `Sequence` or `Collection` (or of
    /// `Array`, `Set`, `Dictionary`) whose `where` clause the receiver's element does not meet:
    /// a conformance (`where Element: Comparable`) or a same type (`where Element == Double`);
    /// true when it reported one.
    @discardableResult
    func rejectUnmetElementRequirements(_ member: FunctionSymbol, receiver: SwiftType, name: String, isProperty: Bool,
                                        isInitializer: Bool = false, range: SourceRange) -> Bool {
        let words = { (owner: String) in
            isProperty ? (member.isStatic ? "static property '\(name)'" : "property '\(name)'")
                : isInitializer ? "referencing initializer '\(member.selector)' on '\(owner)'"
                : "referencing instance method '\(member.spokenName)' on '\(owner)'"
        }
        if let owner = Self.dictionaryOrOptionalName(receiver) {
            return rejectUnmetDictionaryOrOptionalRequirements(member, receiver: receiver, what: words(owner), range: range)
        }
        guard let required = requiredElement(of: member), let element = lazyAwareElement(receiver), element != .error,
              !containsGeneric(element), let owner = extensionOwnerName(of: member, receiver: receiver) else { return false }
        return reportUnmetTypeArgument(required, given: element, what: words(owner), range: range)
    }

    /// The elements that the program's members `name` of Array, Sequence or Collection
    /// extensions require with a same-type clause (`where Element == Double`): a literal receiver
    /// of such a member may take one of them (Checker+LiteralReceivers.swift).
    func sameTypeRequiredElements(member name: String) -> [SwiftType] {
        let tables = [environment.builtinMembers["Array"]].compactMap { $0 } + sequenceExtensionTables(of: .array(.int))
        let symbols = tables.flatMap { table in (table.methods[name] ?? []) + table.computed.all(name).map(\.getter) }
        return symbols.compactMap { symbol in
            guard let required = requiredElement(of: symbol), !containsGeneric(required) else { return nil }
            return required
        }
    }

    /// The element a member's extension requires of its receiver: its `Self`'s element (a type,
    /// or a parameter with the clause's constraints); nil for a member of an unconstrained one.
    func requiredElement(of member: FunctionSymbol) -> SwiftType? {
        switch member.constrainedSelf {
        case .nominal(let decl, let arguments)? where isBuiltinSequenceProtocol(decl) && !arguments.isEmpty:
            return arguments[0]
        case .array(let element)?, .set(let element)?:
            return element
        default:
            return nil
        }
    }

    /// The name swiftc gives the type whose extension declares `member`, for its messages.
    private func extensionOwnerName(of member: FunctionSymbol, receiver: SwiftType) -> String? {
        // A program protocol's extension bound to one (`extension Summable where Self: Sequence`) is its own.
        if let owner = member.selfBounds?.owner { return owner.name }
        if case .nominal(let decl, _)? = member.constrainedSelf { return decl.name }
        return Environment.builtinKey(receiver)
    }

    /// Whether `type` is a generic parameter (its protocols' members are found through them).
    private func isGenericParameter(_ type: SwiftType) -> Bool {
        if case .generic = type { return true }
        return false
    }
}
