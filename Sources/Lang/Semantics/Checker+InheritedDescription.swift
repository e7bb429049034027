extension Checker {
    /// Whether a value of `type` has `description` from a protocol it is known by that refines
    /// `CustomStringConvertible` (`protocol Vehicle: CustomStringConvertible`): an existential,
    /// an opaque type, or `Self` in the protocol's extension. swiftc finds the requirement there;
    /// the conforming type's own `description` answers it at run time.
    func describesThroughProtocol(_ type: SwiftType) -> Bool {
        guard let describable = builtinProtocol("CustomStringConvertible") else { return false }
        switch type {
        case .existential(let protocols), .opaque(let protocols):
            return protocols.contains { environment.conformances.conforms($0, to: describable) }
        case .nominal(let decl, _) where decl.kind == .protocol:
            return environment.conformances.conforms(decl, to: describable)
        default:
            return false
        }
    }

    /// `value.description` of a value known by a protocol refining `CustomStringConvertible`: the
    /// text `String(describing:)` makes, which is the conforming type's `description`; nil for
    /// another name or type.
    func inheritedDescription(_ base: Typed, name: String, line: Int) -> Typed? {
        guard name == "description", describesThroughProtocol(base.type) else { return nil }
        return Typed(describingNode(base, line: line), .string)
    }
}
