/// A conformer of a refining protocol that fixes an inherited associated type (`protocol
/// IntContainer: Container where Item == Int`) must give it that type: `struct Words:
/// IntContainer { var items: [String] }` makes `Item` a String, which swiftc rejects as not
/// conforming to the protocol that declares `Item`; a `typealias Item = String` it rejects as
/// not conforming to the refining protocol, whose requirement it then names.
extension Checker {
    /// Reports `decl` when an associated type it gives differs from the one a protocol it
    /// conforms to fixes, in swiftc's words at `range`; true when it reported.
    func rejectFixedAssociatedTypeMismatch(of decl: NominalDecl, at range: SourceRange) -> Bool {
        guard decl.kind != .protocol else { return false }
        // A generic conformer is checked over its own parameters (`struct G<T>: IntContainer { var
        // items: [T] }` gives `Item` as T, not Int); a conformance a constrained extension adds
        // (`extension G: IntContainer where T == Int`) holds only where its clause does, so only
        // the type's own declaration's protocols are checked then.
        let isGeneric = !decl.genericParameters.isEmpty
        let protocols = isGeneric ? decl.conformances : declaredProtocols(of: decl)
        let fixers = environment.protocolTables(protocols).map(\.0).filter { !$0.fixedAssociatedTypes.isEmpty }
        guard !fixers.isEmpty else { return false }
        let selfType = SwiftType.nominal(decl, decl.genericParameters.map { .generic($0) })
        let bindings = associatedTypeBindings(of: selfType)
        let named = environment.members(of: decl).nestedTypes
        // swiftc names a generic conformer with its parameters: `G<T>`.
        let spelled = isGeneric ? "\(selfType)" : decl.name
        for (owner, parameter) in associatedParameters(of: protocols) {
            guard let fixer = fixers.first(where: { $0.fixedAssociatedTypes[parameter.name] != nil }),
                  let fixed = fixer.fixedAssociatedTypes[parameter.name], let given = bindings[parameter],
                  !hasError(given), !hasError(fixed), given != fixed else { continue }
            if named[parameter.name] != nil {
                error("type '\(spelled)' does not conform to protocol '\(fixer.name)'", range)
                error("'\(fixer.name)' requires the types '\(spelled).\(parameter.name)' (aka '\(given)') and '\(fixed)' be equivalent",
                      range)
            } else {
                error("type '\(spelled)' does not conform to protocol '\(owner.name)'", range)
            }
            return true
        }
        return false
    }
}
