/// `extension StringProtocol { … }`: its members are String's and Substring's, the protocol's
/// only conformers. They are checked as an extension of String, whose members a Substring has
/// too (Environment.extensionMembers), as a `T: StringProtocol` parameter's value is read as its
/// text: `self[i..<j]`, `dropFirst(n)` and `SubSequence` are Substring, `Element` is Character,
/// `Index` is String.Index.
extension Checker {
    /// Whether `extensionDecl` extends `StringProtocol` itself, without a `where` clause.
    func isStringProtocolExtension(_ extensionDecl: ExtensionDecl, _ type: SwiftType) -> Bool {
        guard extensionDecl.whereClause.isEmpty, extensionDecl.inheritance.isEmpty, case .existential(let protocols) = type,
              protocols.count == 1, let text = builtinProtocol("StringProtocol") else { return false }
        return protocols[0] === text
    }

    /// The text a `T: StringProtocol` value is read as, when String's extension members (where
    /// those of `extension StringProtocol` are) have `name`; nil otherwise.
    func stringProtocolExtensionReceiver(_ base: Typed, name: String, line: Int) -> Typed? {
        guard case .generic(let parameter) = base.type, isTextParameter(parameter), let table = environment.extensionMembers(of: .string),
              table.methods[name] != nil || table.computed[name] != nil else { return nil }
        return genericSequenceElements(base, line: line)
    }
}
