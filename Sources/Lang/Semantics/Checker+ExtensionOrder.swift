/// The order in which a block's extensions declare their members (`Checker.hoist`).
extension Checker {
    /// The extensions among `declarations`, each with whether it goes before the block's types
    /// declare their signatures: an extension of a type declared before the block (a standard or
    /// library type's, an earlier cell's) does, so that a wrapped property without a written type
    /// may take its storage's type through such a member (`@Environment(\.badgeStyle) var style`,
    /// `badgeStyle` added to `EnvironmentValues`). The others wait for the types', so that a
    /// type's own members stay its requirements' witnesses.
    func orderedExtensions(_ declarations: [Decl], declaredHere: [NominalDecl]) -> [(Decl, ExtensionDecl, Bool)] {
        declarations.compactMap { decl -> (Decl, ExtensionDecl, Bool)? in
            guard case .extension(let extensionDecl) = decl.kind else { return nil }
            // Classified by a probe: the extension's own pass reports what its type names wrong.
            let isEarly: Bool
            switch Checker(probing: self).extendedType(extensionDecl) {
            case .nominal(let extended, _): isEarly = extended.kind != .protocol && !declaredHere.contains { $0 === extended }
            case .existential, .error: isEarly = false
            default: isEarly = true
            }
            return (decl, extensionDecl, isEarly)
        }
    }

    /// Declares the members of `extensionDecl` on the type it extends.
    func declareExtensionMembers(_ extensionDecl: ExtensionDecl) {
        rejectStoredProperties(in: extensionDecl)
        let type = extendedType(extensionDecl)
        if case .error = type { return }
        if let decl = type.nominalDecl, !decl.isBuiltin {
            declareMemberSignatures(extensionDecl.members, in: type, decl: decl, isBody: false,
                                    constrained: extensionDecl.whereClause.isEmpty ? nil : type)
        } else if isStringProtocolExtension(extensionDecl, type) {
            // Its conformers are String and Substring, which has String's extension members.
            declareBuiltinExtension(extensionDecl.members, of: .string)
        } else if case .existential(let protocols) = type, let decl = protocols.first {
            let before = staticSymbols(of: decl)
            let savedBounds = (declaringSelfBounds, currentSelfBounds)
            declaringSelfBounds = decl.isBuiltin ? nil : selfBounds(of: extensionDecl, on: decl)
            // The signatures see the bounds' associated types (`-> Item?` where `Self: Container`).
            currentSelfBounds = declaringSelfBounds?.bounds ?? []
            defer { (declaringSelfBounds, currentSelfBounds) = savedBounds }
            declareMemberSignatures(extensionDecl.members, in: .nominal(decl, []), decl: decl, isBody: false,
                                    constrained: isBuiltinSequenceProtocol(decl) ? sequenceExtensionSelf(of: extensionDecl, on: decl)
                                        : isBuiltinValueProtocol(decl) ? valueProtocolExtensionSelf(of: extensionDecl, on: decl)
                                        : protocolExtensionSelf(of: extensionDecl, on: decl) ?? pinnedSelfType(extensionDecl))
            constrainStatics(of: decl, declaredAfter: before, by: extensionDecl)
        } else {
            declareBuiltinExtension(extensionDecl.members, of: type, constrained: !extensionDecl.whereClause.isEmpty)
        }
    }
}
