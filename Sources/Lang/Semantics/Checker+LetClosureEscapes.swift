/// Which closures kept in a `let` swiftc's program treats as escaping. A `let f = { … }` that is
/// only called (`f()`), directly or through a `let` copy (`let g = f; g()`), has its captured
/// variables checked before the program runs; one passed as an argument (`call(f)`, `call(g)`),
/// returned, stored, copied into a `var`, a collection, an optional or a tuple, named inside
/// another closure or function, or kept beside a nested function that is used and captures the
/// same variable escapes: the variables it captures are checked whole while the program runs,
/// from where the closure is made on (Checker+CapturedAccesses). Names resolve by scope
/// (NameUses): a nested `let f` or a parameter `f` is another value.
extension Checker {
    /// The closure literals (by node) that the `let`s of the block `statements` keep and that
    /// escape, found from the names the statements use.
    static func escapingLetClosures(_ statements: [Stmt]) -> Set<NodeID> {
        var letClosures: [(index: Int, name: String, closure: Expr)] = []
        var variables: Set<String> = []
        var functions: [(index: Int, name: String)] = []
        for (index, statement) in statements.enumerated() {
            guard case .declaration(let decl) = statement.kind else { continue }
            switch decl.kind {
            case .variable(let variable):
                for binding in variable.bindings {
                    guard case .identifier(let name) = binding.pattern.kind else { continue }
                    if variable.introducer == .var { variables.insert(name.name) }
                    if variable.introducer == .let, let value = binding.initializer, case .closure = value.kind {
                        letClosures.append((index, name.name, value))
                    }
                }
            case .function(let function): functions.append((index, function.name.name))
            default: continue
            }
        }
        guard !letClosures.isEmpty else { return [] }
        // A `let` closure's own body is read without its closure: a name called there is called
        // directly, and escapes only with that closure.
        // A `let` copying one (`let g = f`) is no use of it: `g`'s uses count as `f`'s.
        let bodies = Dictionary(letClosures.map { ($0.index, $0.closure) }) { first, _ in first }
        var walker = NameUses(following: Set(letClosures.map(\.name)))
        let uses = statements.enumerated().map { index, statement in
            guard case .closure(let closure)? = bodies[index]?.kind else { return walker.uses(of: statement) }
            return walker.uses(inBodyOf: closure)
        }
        // The variables the nested functions that are used (named outside their declarations)
        // capture, by name: swiftc's program checks them whole in any closure kept beside.
        var sharedWithFunctions: Set<String> = []
        var unusedFunctions: Set<Int> = []
        for function in functions {
            let used = uses.enumerated().contains { index, names in
                index != function.index && names.contains { $0.name == function.name }
            }
            if used { sharedWithFunctions.formUnion(uses[function.index].lazy.map(\.name).filter(variables.contains)) }
            if !used { unusedFunctions.insert(function.index) }
        }
        var escaping: Set<Int> = []
        for kept in letClosures where !Set(uses[kept.index].map(\.name)).isDisjoint(with: sharedWithFunctions) {
            escaping.insert(kept.index)
        }
        // Until nothing changes: a closure called from one that escapes escapes with it.
        var changed = true
        while changed {
            changed = false
            for kept in letClosures where !escaping.contains(kept.index) {
                // A nested function never used is never made: what it names stays put.
                let escapes = uses.indices.dropFirst(kept.index + 1).contains { index in
                    !unusedFunctions.contains(index) && uses[index].contains { $0.name == kept.name && !($0.isCallee && !$0.isNested) }
                        || (escaping.contains(index) && uses[index].contains { $0.name == kept.name })
                }
                if escapes { escaping.insert(kept.index); changed = true }
            }
        }
        return Set(letClosures.filter { escaping.contains($0.index) }.map(\.closure.id))
    }
}
