/// Swift's two-phase class initialisation, the part this checker enforces: a subclass's
/// initialiser sets its own stored properties before it calls `super.init`.
extension Checker {
    /// Reports each of the class's own stored properties without an initial value that the
    /// statements before the body's `super.init(…)` call do not assign, with swiftc's wording.
    /// Only a body whose statements before the call are plain expressions is checked: an
    /// assignment inside an `if` or a loop is left alone rather than misjudged.
    func checkPropertiesBeforeSuperInit(_ statements: [Stmt], selfType: SwiftType?) {
        guard case .nominal(let decl, _)? = selfType, decl.kind == .class, decl.superclass != nil else { return }
        var assigned: Set<String> = []
        for statement in statements {
            guard case .expression(let value) = statement.kind else { return }
            if let initName = superInitName(value) {
                for property in decl.storedProperties where !property.hasDefault && !assigned.contains(property.name) {
                    if !property.isLet, case .optional = property.type { continue }
                    error("property 'self.\(property.name)' not initialized at super.init call", initName.range)
                }
                return
            }
            if case .binary(let binary) = value.kind, binary.op == .assign, let name = assignedProperty(binary.lhs) {
                assigned.insert(name)
            }
        }
    }

    /// The `init` of a `super.init(…)` call.
    private func superInitName(_ value: Expr) -> Identifier? {
        var callee = value
        if case .try(_, let inner) = callee.kind { callee = inner }
        guard case .call(let call) = callee.kind, case .member(let base, let name, _) = call.callee.kind,
              case .superRef = base.kind, name.name == "init" else { return nil }
        return name
    }

    /// `x` for an assignment to `self.x` or `x`.
    private func assignedProperty(_ target: Expr) -> String? {
        switch target.kind {
        case .identifier(let name, _): return name.name
        case .member(let base, let name, _):
            if case .identifier(let base, _) = base.kind, base.name == "self" { return name.name }
            return nil
        default: return nil
        }
    }
}
