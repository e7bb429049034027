/// Extensions of a program's protocol that bound `Self` by the standard library's collection
/// protocols (`extension Summable where Self: Sequence, Element == Int`, `extension Describable
/// where Self: Collection`), or of a protocol refining one (`protocol Bag: Sequence`). swiftc
/// checks their bodies over a `Self` that is such a sequence, so `self` has `Element`, `Index`,
/// `map`, `reduce`, `count`, `first`, `self[i]` and `for x in self`: the checker reads it there as
/// it reads `self` in an extension of the library protocol itself
/// (Checker+SequenceExtensions.swift), over an element of the extension's own that each use binds
/// to the receiver's. The members stay the program protocol's, and a receiver that is not such a
/// sequence, or whose element the clause does not admit, is swiftc's error about it.
extension Checker {
    /// The `Self` the members of `extensionDecl` (of program protocol `decl`) see when its `where`
    /// clause bounds `Self` by a library collection protocol or `decl` refines one (the most
    /// refined of them): that protocol over the extension's own `Element` (and `Index`), the one
    /// `decl`'s own clause fixes (`protocol Polyline: Collection where Element == Double`) where
    /// the extension's does not; nil when there is none.
    func librarySequenceBoundSelf(of extensionDecl: ExtensionDecl, on decl: NominalDecl, bounds: SelfBounds?) -> SwiftType? {
        let named = (bounds?.bounds.filter(isBuiltinSequenceProtocol) ?? []) + inheritedLibrarySequences(of: decl)
        let refined = named.first { candidate in
            named.allSatisfy { $0 === candidate || environment.conformances.conforms(.nominal(candidate, []), to: $0) }
        }
        guard let refined, case .nominal(let proto, var arguments) = sequenceExtensionSelf(of: extensionDecl, on: refined) else { return nil }
        if case .generic(let own)? = arguments.first, own.constraints.isEmpty, let fixed = fixedAssociatedType("Element", in: [decl]) {
            arguments[0] = fixed
        }
        return .nominal(proto, arguments)
    }

    /// The library collection protocols program protocol `decl` refines (`Sequence` of `protocol
    /// Bag: Sequence`); none for a builtin protocol or one refining none.
    func inheritedLibrarySequences(of decl: NominalDecl) -> [NominalDecl] {
        guard decl.kind == .protocol, !decl.isBuiltin, !decl.conformances.isEmpty else { return [] }
        return Environment.collectionProtocolNames.compactMap(builtinProtocol).filter {
            environment.conformances.conforms(.nominal(decl, []), to: $0)
        }
    }

    /// The program protocol whose extension's body is being checked over a library collection
    /// `Self` (`type`, that body's `self`), when it declares member `name` (a requirement or
    /// another extension's member, `title` in `"\(title): \(count)"`); nil otherwise, as for the
    /// library's own members (`count`), which `self` has as the collection it is read as.
    func sequenceBoundOwner(declaring name: String, on type: SwiftType) -> NominalDecl? {
        guard let owner = currentSequenceBoundOwner, type == currentType, protocolMember(name, of: owner) != nil else { return nil }
        return owner
    }
}
