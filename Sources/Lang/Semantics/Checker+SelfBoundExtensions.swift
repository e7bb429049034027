/// Extensions of a program's protocol that ask more of `Self` (`extension Greeter where Self:
/// Named`, `where Self: Base`, `where Self: AnyObject`, `where Self == Point`). swiftc checks their
/// bodies over a `Self` that is also a `Named` (or a `Base`), so `self` has Named's members,
/// requirements and extension members alike; and a use of one of their members on a receiver
/// that is not is an error in its words. Where a receiver meets several extensions' members of
/// one name, the more constrained one is taken (Checker+OverloadRanking.swift).
extension Checker {
    /// What `extensionDecl`'s `where` clause asks of `Self` beyond the protocol `decl`; nil when
    /// it asks nothing of `Self` (only of associated types, or nothing) and `decl` refines no
    /// library collection protocol.
    func selfBounds(of extensionDecl: ExtensionDecl, on decl: NominalDecl) -> SelfBounds? {
        var bounds: [NominalDecl] = []
        for requirement in extensionDecl.whereClause {
            guard case .conformance(let subject, let constraint) = requirement.kind, Self.namesSelf(subject) else { continue }
            bounds += protocols(in: constraint, allowingClass: true)
        }
        let pinned = pinnedSelfType(extensionDecl)
        // A protocol refining a library collection protocol (`protocol Bag: Sequence`) asks nothing
        // more, but its extensions' bodies read `self` as that collection (librarySequenceBoundSelf).
        guard !bounds.isEmpty || pinned != nil || !inheritedLibrarySequences(of: decl).isEmpty else { return nil }
        return SelfBounds(owner: decl, bounds: bounds, pinned: pinned,
                          associated: boundAssociatedTypes(extensionDecl.whereClause, bounds: bounds, owner: decl))
    }

    /// The associated types of `bounds` (not of `owner`, whose constrained `Self` carries its
    /// own) that `whereClause` asks more of (`Item: Equatable`, `Self.Item: Hashable`): each a
    /// parameter of the extension's own with the shared one's protocols and the added ones.
    private func boundAssociatedTypes(_ whereClause: [WhereRequirement], bounds: [NominalDecl],
                                      owner: NominalDecl) -> [String: SwiftType] {
        let own = Set(associatedParameters(of: [owner]).map(\.1.name))
        let shared = associatedParameters(of: bounds.filter { $0.kind == .protocol }).map(\.1)
        var result: [String: SwiftType] = [:]
        for requirement in whereClause {
            guard case .conformance(let subject, let constraint) = requirement.kind,
                  case .named(let components) = subject.kind, components.allSatisfy(\.genericArguments.isEmpty) else { continue }
            let names = components.map(\.name.name)
            guard names.count == 1 || (names.count == 2 && names[0] == "Self"), let name = names.last, !own.contains(name),
                  let parameter = shared.first(where: { $0.name == name }) else { continue }
            let added = protocols(in: constraint)
            if case .generic(let existing)? = result[name] {
                existing.constraints += added
            } else {
                result[name] = .generic(TypeParameter(name: name, constraints: parameter.constraints + added, origin: parameter))
            }
        }
        return result
    }

    /// The `Self` bound of the body being checked that declares member `name`, where `type` is
    /// that body's `Self` (its protocol) and the protocol has no such member; nil otherwise.
    func selfBound(declaring name: String, on type: SwiftType) -> NominalDecl? {
        if let owner = sequenceBoundOwner(declaring: name, on: type) { return owner }
        guard !currentSelfBounds.isEmpty, case .nominal(let decl, _) = type, decl.kind == .protocol,
              decl === currentType?.nominalDecl, protocolMember(name, of: decl) == nil else { return nil }
        return currentSelfBounds.first { bound in
            lookupMembers(name, in: bound) != nil || protocolMember(name, of: bound) != nil
        }
    }

    /// A type nested in a `Self` bound of the extension being checked, where `type` is its `Self`
    /// (its protocol) and has none of that name: `Item` or `Self.Item` in `extension Describer
    /// where Self: Container` is Container's associated type.
    func selfBoundNestedType(_ name: String, on type: SwiftType) -> SwiftType? {
        guard !currentSelfBounds.isEmpty, case .nominal(let decl, _) = type, decl.kind == .protocol,
              decl === currentType?.nominalDecl, environment.members(of: decl).nestedTypes[name] == nil else { return nil }
        if let constrained = currentSelfBoundTypes[name] { return constrained }
        for bound in currentSelfBounds where bound !== decl {
            var arguments: [SwiftType] = bound.genericParameters.map { .generic($0) }
            if bound.kind == .protocol { arguments = [] }
            if let nested = nestedType(name, in: .nominal(bound, arguments)) { return nested }
        }
        return nil
    }

    /// Whether bare `name` in the body being checked would name a member of the type its
    /// extension's `where Self == T` pins but not of the protocol extended: swiftc looks a bare
    /// name up in the protocol (`x` in `extension P where Self == Point` is not found; `self.x` is).
    func hidesPinnedSelfMember(_ name: String) -> Bool {
        guard let owner = currentPinnedOwner, let selfType = currentType else { return false }
        let own = SwiftType.nominal(owner, [])
        if protocolMember(name, of: owner) != nil || staticMemberExists(name, of: own) { return false }
        return memberExists(name, of: selfType) || staticMemberExists(name, of: selfType) || methodsNamed(name, in: selfType) != nil
    }

    /// Whether the protocol of the `where Self == T` extension being checked declares a static
    /// `name` (`origin` in `static var shifted: Self { origin }`): found on `T`, which has it.
    func pinnedOwnerHasStatic(_ name: String) -> Bool {
        guard let owner = currentPinnedOwner else { return false }
        return staticMemberExists(name, of: .nominal(owner, []))
    }

    /// Whether a `Self` bound of the body being checked has a method `name` that `type`, its
    /// `Self`, lacks (`hello()` called bare in `extension Tagged where Self: Base`).
    func selfBoundHasMethod(_ name: String, on type: SwiftType) -> Bool {
        guard let bound = selfBound(declaring: name, on: type) else { return false }
        return methodsNamed(name, in: .nominal(bound, [])) != nil
    }

    /// `base` seen as the `Self` bound that declares `name` (`self.name` in `extension Greeter
    /// where Self: Named` reads Named's `name`); nil where `selfBound(declaring:on:)` is.
    func selfBoundBase(_ base: Typed, member name: String) -> Typed? {
        selfBound(declaring: name, on: base.type).map { Typed(base.node, .nominal($0, [])) }
    }

    /// `member`, read through a `Self` bound, with the bound's associated types the extension
    /// constrains further in their place (`items` of `where Self: Container, Item: Equatable`
    /// holds Equatable items).
    func seenThroughSelfBound(_ member: Typed) -> Typed {
        guard !currentSelfBoundTypes.isEmpty else { return member }
        var substitution: [TypeParameter: SwiftType] = [:]
        for case .generic(let parameter) in currentSelfBoundTypes.values {
            if let shared = parameter.origin { substitution[shared] = .generic(parameter) }
        }
        return Typed(member.node, member.type.substituting(substitution))
    }

    /// Whether `type` is the `Self` of the body being checked and its extension's `where Self`
    /// clause makes it meet `constraint` (`ObjectIdentifier(self)` where `Self: AnyObject`).
    func boundedSelfMeets(_ type: SwiftType, _ constraint: NominalDecl) -> Bool {
        guard !currentSelfBounds.isEmpty, case .nominal(let decl, _) = type, decl.kind == .protocol,
              decl === currentType?.nominalDecl else { return false }
        return currentSelfBounds.contains { $0 === constraint || environment.conformances.conforms(.nominal($0, []), to: constraint) }
    }

    /// Whether `self` of type `selfType` is a class reference, whose properties a non-mutating
    /// member sets: a class's, or a class-bound protocol's (`protocol Counter: AnyObject`). An
    /// extension's `where Self: AnyObject` does not make it one: the protocol's settable
    /// requirements stay mutating there, as in swiftc.
    func isReferenceSelf(_ selfType: SwiftType?) -> Bool {
        guard let decl = selfType?.nominalDecl else { return false }
        if decl.kind == .class { return true }
        guard decl.kind == .protocol else { return false }
        return decl.isClassBound
    }

    /// Whether a value of `receiver` meets `bound`: conforms to the protocol, inherits from the
    /// class, or (`AnyObject`) is a class reference. The `Self` of a body whose extension asks
    /// for `bound` meets it; a type not known here (an error) is not reported.
    func meetsSelfBound(_ receiver: SwiftType, _ bound: NominalDecl) -> Bool {
        if hasError(receiver) { return true }
        if boundedSelfMeets(receiver, bound) { return true }
        if bound.isAnyObject {
            if case .nominal(let decl, _) = receiver, decl.kind == .protocol { return decl.isClassBound }
            if case .generic(let parameter) = receiver {
                return parameter.constraints.contains { $0.isAnyObject || $0.kind == .class || $0.isClassBound }
            }
            return receiver.isClassReference
        }
        if bound.kind == .class {
            return (receiver.nominalDecl ?? receiver.classBoundType?.nominalDecl)?.isSubclass(of: bound) ?? false
        }
        return environment.conformances.conforms(receiver, to: bound)
    }

    /// Whether `receiver` meets everything `member`'s extension asks of `Self`.
    func meetsSelfBounds(_ member: FunctionSymbol, receiver: SwiftType) -> Bool {
        unmetSelfBound(member, receiver: receiver) == nil
    }

    /// Reports a use of `member` on a receiver its extension's `where Self` clause does not
    /// admit, in swiftc's words (`referencing instance method 'greet()' on 'Greeter' requires
    /// that 'Robot' conform to 'Named'`, `property 'label' requires that 'Plain' inherit from
    /// 'Base'`); true when it reported one.
    @discardableResult
    func rejectUnmetSelfBounds(_ member: FunctionSymbol, receiver: SwiftType, name: Identifier, isProperty: Bool) -> Bool {
        guard let asked = member.selfBounds else { return false }
        let kind = member.isStatic ? "static method" : "instance method"
        let property = member.isStatic ? "static property" : "property"
        guard let unmet = unmetSelfBound(member, receiver: receiver) else {
            // `Bag(items: [Thing()]).allSame()` for `where Item: Equatable`: swiftc names the member alone.
            guard let unmet = unmetBoundAssociatedType(asked, receiver: member.isStatic ? receiver.metatypeInstance ?? receiver : receiver)
            else { return false }
            error("\(isProperty ? property : kind) '\(isProperty ? name.name : member.spokenName)' requires \(unmet)", name.range)
            return true
        }
        let what = isProperty ? "\(property) '\(name.name)'" : "referencing \(kind) '\(member.spokenName)' on '\(asked.owner.name)'"
        error("\(what) requires \(unmet)", name.range)
        return true
    }

    /// What `receiver` fails of `member`'s `where Self` clause, as swiftc's error ends (`that
    /// 'Robot' conform to 'Named'`, `the types 'Other' and 'Point' be equivalent`); nil when it
    /// meets it all.
    private func unmetSelfBound(_ member: FunctionSymbol, receiver: SwiftType) -> String? {
        guard let asked = member.selfBounds else { return nil }
        let subject = member.isStatic ? receiver.metatypeInstance ?? receiver : receiver
        if let pinned = asked.pinned, !hasError(subject), subject != pinned {
            // A static reached through a context still being inferred (`use(.square)` for a
            // `T: Shape2`, an `any Shape2`) makes the context the pinned type; an instance member
            // of a generic or an existential value is not found, as swiftc opens it.
            if !member.isStatic, let opened = openedSubjectName(subject) {
                return "the types '\(opened)' and '\(pinned)' be equivalent"
            }
            if !containsGeneric(subject), !isOwnSelf(subject, of: asked.owner) {
                return "the types '\(subject)' and '\(pinned)' be equivalent"
            }
        }
        return asked.bounds.first { !meetsSelfBound(subject, $0) }.map { "that '\(subject)' \(requirementWording($0))" }
    }

    /// What the type `receiver` gives a bound's associated type fails of the protocols the
    /// clause adds to it (`that 'Thing' conform to 'Equatable'`); nil when it meets them, or
    /// when the type is not known here (a generic receiver's is checked where it is bound).
    private func unmetBoundAssociatedType(_ asked: SelfBounds, receiver: SwiftType) -> String? {
        guard !asked.associated.isEmpty, !hasError(receiver), !containsGeneric(receiver) else { return nil }
        let bindings = associatedTypeBindings(of: receiver)
        for case .generic(let parameter) in asked.associated.values {
            guard let shared = parameter.origin, let actual = bindings[shared], !hasError(actual), !containsGeneric(actual) else { continue }
            if let missing = parameter.constraints.first(where: { !meetsSelfBound(actual, $0) }) {
                return "that '\(actual)' \(requirementWording(missing))"
            }
        }
        return nil
    }

    /// How swiftc names a generic or existential receiver of a pinned extension's instance member
    /// (`T`, `some P`, and `Self` for an existential or a protocol extension's own `self`); nil for
    /// another receiver.
    private func openedSubjectName(_ type: SwiftType) -> String? {
        switch type {
        case .generic: return "\(type)"
        case .opaque: return "\(type)"
        case .existential: return "Self"
        case .nominal(let decl, _) where decl.kind == .protocol: return "Self"
        default: return nil
        }
    }

    /// Whether `type` is the `Self` of a body in an extension of `owner` (or a protocol refining it).
    private func isOwnSelf(_ type: SwiftType, of owner: NominalDecl) -> Bool {
        guard case .nominal(let decl, _) = type, decl.kind == .protocol else { return false }
        return decl === owner || environment.conformances.conforms(type, to: owner)
    }
}

extension SwiftType {
    /// The type a metatype names (`Int` for `Int.Type`), or nil for any other type.
    var metatypeInstance: SwiftType? {
        if case .metatype(let instance) = self { return instance }
        return nil
    }
}
