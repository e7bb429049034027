/// Implicit member chains (SE-0287): in `.fill(.blue.shadow(.drop(radius: 4)))` and
/// `.shadow(color: .black.opacity(0.5), …)` the chain's first member is looked up in the type the
/// whole chain is expected to have.
extension Checker {
    /// The type to check a member's `base` against: `expected` (the whole chain's contextual type)
    /// when the chain of members and calls under `base` starts with an implicit member, else nil.
    func chainBaseExpectation(_ base: Expr, _ expected: SwiftType?) -> SwiftType? {
        implicitMemberRoot(base) == nil ? nil : expected
    }

    /// The name of the implicit member that `value`'s chain of members and calls starts with, if it does.
    func implicitMemberRoot(_ value: Expr) -> String? {
        var current = value
        while true {
            switch current.kind {
            case .implicitMember(let name, _): return name.name
            case .member(let inner, _, _): current = inner
            case .call(let call): current = call.callee
            default: return nil
            }
        }
    }
}
