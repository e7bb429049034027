/// Implicit member chains (SE-0287): in `.fill(.blue.shadow(.drop(radius: 4)))` and
/// `.shadow(color: .black.opacity(0.5), …)` the chain's first member is looked up in the type the
/// whole chain is expected to have.
extension Checker {
    /// The type to check a member's `base` against: `expected` (the whole chain's contextual type)
    /// when the chain of members and calls under `base` starts with an implicit member, else nil.
    func chainBaseExpectation(_ base: Expr, _ expected: SwiftType?) -> SwiftType? {
        guard let expected else { return nil }
        var current = base
        while true {
            switch current.kind {
            case .implicitMember: return expected
            case .member(let inner, _, _): current = inner
            case .call(let call): current = call.callee
            default: return nil
            }
        }
    }
}
