/// The members an extension declares on the type it extends (`Checker.hoist` declares them after
/// the types' own).
extension Checker {
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
            let savedBounds = (declaringSelfBounds, currentSelfBounds, currentSelfBoundTypes)
            declaringSelfBounds = decl.isBuiltin ? nil : selfBounds(of: extensionDecl, on: decl)
            // The signatures see the bounds' associated types (`-> Item?` where `Self: Container`).
            currentSelfBounds = declaringSelfBounds?.bounds ?? []
            currentSelfBoundTypes = declaringSelfBounds?.associated ?? [:]
            defer { (declaringSelfBounds, currentSelfBounds, currentSelfBoundTypes) = savedBounds }
            declareMemberSignatures(extensionDecl.members, in: .nominal(decl, []), decl: decl, isBody: false,
                                    constrained: isBuiltinSequenceProtocol(decl) ? sequenceExtensionSelf(of: extensionDecl, on: decl)
                                        : isBuiltinValueProtocol(decl) ? valueProtocolExtensionSelf(of: extensionDecl, on: decl)
                                        : librarySequenceBoundSelf(of: extensionDecl, on: decl, bounds: declaringSelfBounds)
                                        ?? protocolExtensionSelf(of: extensionDecl, on: decl) ?? pinnedSelfType(extensionDecl))
            constrainStatics(of: decl, declaredAfter: before, by: extensionDecl)
        } else {
            declareBuiltinExtension(extensionDecl.members, of: type, constrained: !extensionDecl.whereClause.isEmpty)
        }
    }
}
