/// `where` clauses on protocols' own associated types. A generic function's (`where C.Item ==
/// String`, `where C.Item: Equatable`, `where C1.Item == C2.Item`) fix or constrain the
/// parameter's own `C.Item`, which its body sees and each call checks against the type `C` is
/// bound to, in swiftc's words. A protocol extension's (`extension Container where Item == Int`)
/// give its members a `Self` of the protocol over its associated types as fixed or constrained,
/// which their signatures and bodies see and each use checks against the receiver's.
extension Checker {
    /// `where C.Item == String` (either way round): fixes `C.Item` to the other side's type when
    /// `subject` is an associated type of one of `parameters`. Two associated types made equal
    /// become one parameter instead (`sameElementType`).
    func fixAssociatedType(_ subject: SwiftType, to other: SwiftType, parameters: [TypeParameter]) {
        guard case .generic(let member) = subject else { return }
        if case .generic(let otherMember) = other,
           otherMember === member || parameters.contains(where: { $0.associatedTypes.values.contains { $0 === otherMember } }) {
            return
        }
        for parameter in parameters {
            for (name, candidate) in parameter.associatedTypes where candidate === member { parameter.sameTypes[name] = other }
        }
    }

    /// What the associated type `name` stands for in `bound`, the type a call binds a generic
    /// parameter to (its own `C.Item`, or the type a `where` clause fixes it to, for a generic
    /// parameter); nil when unknown.
    func associatedType(_ name: String, of bound: SwiftType, bindings: [TypeParameter: SwiftType]) -> SwiftType? {
        if case .generic(let parameter) = bound { return associatedMember(name, of: parameter) }
        if name == "RawValue", let raw = bound.nominalDecl?.rawType { return raw }
        if name == "ID", let identifier = identifierType(of: bound) { return identifier }
        if name == "Stride", let stride = strideType(of: bound) { return stride }
        if name == "Bound", case .range(let rangeBound, _) = bound { return rangeBound }
        if let bound = bindings.first(where: { $0.key.name == name })?.value { return bound }
        // `Self` in its protocol's extension: the protocol's own associated type (`W.Helper` of
        // `Box<Self>` is the `Helper` the extension's `makeHelper()` returns).
        if case .nominal(let decl, _) = bound, decl.kind == .protocol, !decl.isBuiltin,
           let (_, declared) = associatedParameters(of: [decl]).first(where: { $0.1.name == name }) {
            return .generic(declared)
        }
        return name == "Element" ? concreteIteratorElement(bound) : nil
    }

    /// swiftc's errors for a call binding a generic parameter to a type whose associated types
    /// break the function's `where` clause: a fixed type (`where C.Item == Int`), two made equal
    /// (`where C1.Item == C2.Item`), or a conformance (`where C.Item: Equatable`).
    func checkAssociatedRequirements(_ generics: [TypeParameter], _ substitution: [TypeParameter: SwiftType],
                                     callee: RequirementCallee, range: SourceRange) {
        let anchor = callee.anchor ?? range
        let what = "\(callee.kind) '\(callee.name)'"
        for parameter in generics where !parameter.sameTypes.isEmpty || !parameter.associatedTypes.isEmpty {
            // A type that does not conform is reported as such, not by its associated types.
            guard let bound = substitution[parameter], !hasError(bound),
                  parameter.constraints.allSatisfy({ environment.conformances.conforms(bound, to: $0) }) else { continue }
            let bindings = associatedTypeBindings(of: bound)
            for (name, fixed) in parameter.sameTypes.sorted(by: { $0.key < $1.key }) {
                let wanted = fixed.substituting(substitution)
                guard let actual = associatedType(name, of: bound, bindings: bindings), !hasError(actual), !hasError(wanted),
                      actual != wanted else { continue }
                error("\(what) requires the types '\(actual)' and '\(wanted)' be equivalent", anchor)
            }
            for (name, member) in parameter.associatedTypes.sorted(by: { $0.key < $1.key }) where parameter.sameTypes[name] == nil {
                guard let actual = associatedType(name, of: bound, bindings: bindings), !hasError(actual) else { continue }
                if let earlier = substitution[member], !hasError(earlier), earlier != actual, !isMember(earlier, member) {
                    error("\(what) requires the types '\(earlier)' and '\(actual)' be equivalent", anchor)
                    continue
                }
                for constraint in member.constraints where !environment.conformances.conforms(actual, to: constraint) {
                    error("\(what) requires that '\(actual)' \(requirementWording(constraint))", anchor)
                }
            }
        }
    }

    /// Whether `type` is the associated-type parameter `member` itself (or one standing for it).
    private func isMember(_ type: SwiftType, _ member: TypeParameter) -> Bool {
        if case .generic(let parameter) = type { return parameter === member || parameter.origin === member }
        return false
    }
}

extension Checker {
    /// `protocol IntContainer: Container where Item == Int`: records the associated type a
    /// refining protocol fixes, which its conformers' generic parameters and its extensions see.
    func fixAssociatedType(of decl: NominalDecl, by requirement: WhereRequirement) {
        guard decl.kind == .protocol, case .sameType(let subject, let other) = requirement.kind,
              case .named(let components) = subject.kind, let name = components.last?.name.name,
              components.count == 1 || (components.count == 2 && components[0].name.name == "Self") else { return }
        decl.fixedAssociatedTypes[name] = resolveType(other)
    }

    /// The type a protocol among `protocols` (or one they refine) fixes associated type `name` to.
    func fixedAssociatedType(_ name: String, in protocols: [NominalDecl]) -> SwiftType? {
        environment.protocolTables(protocols).lazy.compactMap { $0.0.fixedAssociatedTypes[name] }.first
    }

    /// The `Self` the members of an extension of program protocol `decl` see when its `where`
    /// clause names the protocol's associated types: the protocol over them (in
    /// `associatedParameters` order), each the type `where Item == Int` fixes it to, or a
    /// parameter of the extension's own standing for it with the constraints `where Item:
    /// Equatable` adds; nil when the clause names none.
    func protocolExtensionSelf(of extensionDecl: ExtensionDecl, on decl: NominalDecl) -> SwiftType? {
        let associated = associatedParameters(of: [decl]).map(\.1)
        guard !associated.isEmpty, !decl.isBuiltin else { return nil }
        var arguments = associated.map { SwiftType.generic($0) }
        var namesAssociated = false
        func index(of subject: TypeExpr) -> Int? {
            guard case .named(let components) = subject.kind, components.allSatisfy(\.genericArguments.isEmpty) else { return nil }
            let names = components.map(\.name.name)
            guard names.count == 1 || (names.count == 2 && names[0] == "Self"), let last = names.last else { return nil }
            return associated.firstIndex { $0.name == last }
        }
        for requirement in extensionDecl.whereClause {
            switch requirement.kind {
            case .sameType(let left, let right):
                if let position = index(of: left) {
                    arguments[position] = resolveType(right)
                } else if let position = index(of: right) {
                    arguments[position] = resolveType(left)
                } else {
                    continue
                }
                namesAssociated = true
            case .conformance(let subject, let constraint):
                guard let position = index(of: subject) else { continue }
                let added = protocols(in: constraint)
                let shared = associated[position]
                if case .generic(let own) = arguments[position], own.origin === shared {
                    own.constraints += added
                } else if case .generic(let parameter) = arguments[position], parameter === shared {
                    arguments[position] = .generic(TypeParameter(name: shared.name, constraints: shared.constraints + added,
                                                                 origin: shared))
                }
                namesAssociated = true
            }
        }
        return namesAssociated ? .nominal(decl, arguments) : nil
    }

    /// The protocol's associated types over which a constrained extension's `Self` is written
    /// (`.nominal(Container, [Int])`), paired with the types it gives them; empty for any other type.
    func protocolSelfArguments(_ type: SwiftType) -> [(TypeParameter, SwiftType)] {
        guard case .nominal(let decl, let arguments) = type, decl.kind == .protocol, !decl.isBuiltin, !arguments.isEmpty
        else { return [] }
        let associated = associatedParameters(of: [decl]).map(\.1)
        guard associated.count == arguments.count else { return [] }
        return Array(zip(associated, arguments))
    }

    /// `Item` inside a constrained extension of a program protocol: the type its `Self` gives it.
    func protocolSelfAssociated(_ name: String, in type: SwiftType) -> SwiftType? {
        protocolSelfArguments(type).first(where: { $0.0.name == name })?.1
    }

    /// Of several methods, those whose constrained protocol extension admits `receiver`'s
    /// associated types (`count()` of `where Item == String` and of `where Item == Int`); all of
    /// them when only one is given or none names an associated type, none when the receiver
    /// meets no candidate's `where` clause (swiftc's "no exact matches").
    func admittedByAssociatedTypes(_ methods: [FunctionSymbol], receiver: SwiftType, name: Identifier) -> [FunctionSymbol] {
        guard methods.count > 1, methods.contains(where: { !protocolSelfArguments($0.constrainedSelf ?? .error).isEmpty
                                                           || $0.selfBounds != nil })
        else { return methods }
        let admitted = methods.filter { method in
            meetsSelfBounds(method, receiver: receiver)
                && !Checker(probing: self).rejectUnmetAssociatedRequirements(method, receiver: receiver, name: name, isProperty: false)
        }
        return admitted
    }

    /// Reports a use of a member of a constrained protocol extension (`extension Container where
    /// Item == Int`) on a receiver whose associated types its `where` clause does not admit, in
    /// swiftc's words; true when it reported one.
    @discardableResult
    func rejectUnmetAssociatedRequirements(_ member: FunctionSymbol, receiver: SwiftType, name: Identifier,
                                           isProperty: Bool) -> Bool {
        guard let pattern = member.constrainedSelf, case .nominal(let proto, _) = pattern else { return false }
        let required = protocolSelfArguments(pattern)
        guard !required.isEmpty else { return false }
        let given: (TypeParameter) -> SwiftType?
        switch receiver {
        case .generic(let parameter):
            given = { [unowned self] shared in associatedMember(shared.name, of: parameter) }
        case .nominal(let decl, _) where decl.kind != .protocol || !protocolSelfArguments(receiver).isEmpty:
            let bindings = associatedTypeBindings(of: receiver)
            given = { shared in bindings[shared] }
        case .array, .arraySlice, .set:
            // `extension Array: Container {}`: the array's element is its `Item`.
            let bindings = associatedTypeBindings(of: receiver)
            given = { shared in bindings[shared] }
        default:
            return false
        }
        for (shared, wanted) in required {
            guard let actual = given(shared), !hasError(actual), !hasError(wanted) else { continue }
            if reportUnmetRequirement(wanted, given: actual, member: member, name: name, owner: proto.name, isProperty: isProperty) {
                return true
            }
        }
        return false
    }
}
