/// A conformer of a refining protocol that fixes an inherited associated type (`protocol
/// IntContainer: Container where Item == Int`) must give it that type: `struct Words:
/// IntContainer { var items: [String] }` makes `Item` a String, which swiftc rejects as not
/// conforming to the protocol that declares `Item`; a `typealias Item = String` it rejects as
/// not conforming to the refining protocol, whose requirement it then names.
extension Checker {
    /// Reports `decl` when an associated type it gives differs from the one a protocol it
    /// conforms to fixes, in swiftc's words at `range`; true when it reported.
    func rejectFixedAssociatedTypeMismatch(of decl: NominalDecl, at range: SourceRange) -> Bool {
        // A generic conformer's types are only known per use; swiftc checks them there.
        guard decl.kind != .protocol, decl.genericParameters.isEmpty else { return false }
        let protocols = declaredProtocols(of: decl)
        let fixers = environment.protocolTables(protocols).map(\.0).filter { !$0.fixedAssociatedTypes.isEmpty }
        guard !fixers.isEmpty else { return false }
        let bindings = associatedTypeBindings(of: .nominal(decl, []))
        let named = environment.members(of: decl).nestedTypes
        for (owner, parameter) in associatedParameters(of: protocols) {
            guard let fixer = fixers.first(where: { $0.fixedAssociatedTypes[parameter.name] != nil }),
                  let fixed = fixer.fixedAssociatedTypes[parameter.name], let given = bindings[parameter],
                  !hasError(given), !hasError(fixed), given != fixed else { continue }
            if named[parameter.name] != nil {
                error("type '\(decl.name)' does not conform to protocol '\(fixer.name)'", range)
                error("'\(fixer.name)' requires the types '\(decl.name).\(parameter.name)' (aka '\(given)') and '\(fixed)' be equivalent",
                      range)
            } else {
                error("type '\(decl.name)' does not conform to protocol '\(owner.name)'", range)
            }
            return true
        }
        return false
    }
}
