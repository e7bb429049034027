/// Which variables swiftc's program checks whole while it runs, rather than proving their parts
/// apart before it runs: a global, and a variable captured by a nested function or by an escaping
/// closure (which swiftc keeps in a box of its own), seen from inside that function or closure.
/// A variable seen from its own function, or from a closure passed for a non-escaping parameter
/// or kept in a `let` and called, is checked statically: two of its parts passed `&` to one call
/// (`swap(&p.x, &p.y)`), or a part beside a closure that changes another, are proved apart;
/// once an escaping closure has captured the variable, it is checked whole from everywhere.
extension Checker {
    /// Whether accesses to the variable at `location`, from the code being lowered, are checked
    /// whole while the program runs (`Place.access` moves the variable out for each).
    func isCheckedWhole(_ location: StorageLocation) -> Bool {
        switch location {
        case .global: return true
        case .local(let slot): return escapedVariables.contains(CapturedSlot(context, slot))
        case .outer(let hops, let slot):
            var function: FunctionContext? = context
            var isStatic = true
            for _ in 0..<hops {
                if let current = function, !staticCaptureContexts.contains(HeldIdentity(current)) { isStatic = false }
                function = function?.parent
            }
            guard let owner = function else { return true }
            return !isStatic || escapedVariables.contains(CapturedSlot(owner, slot))
        }
    }

    /// A `while` or `repeat` loop lowered by `lower`, and lowered again when an escaping closure
    /// in it captured a variable: the loop comes back to the statements before the escape, which
    /// swiftc's program then checks the variable whole in too (a `for` loop is lowered again for
    /// any closure, `lowerFor`).
    func lowerAfterEscapes(_ lower: () -> Statement) -> Statement {
        let escapedBefore = escapedVariables.count
        let diagnosticsBefore = diagnostics.count
        let loop = lower()
        guard escapedVariables.count != escapedBefore, escapeRelowerDepth < 3 else { return loop }
        diagnostics.removeSubrange(diagnosticsBefore...)
        escapeRelowerDepth += 1
        defer { escapeRelowerDepth -= 1 }
        return lower()
    }

    /// Notes that code being lowered names `variable`: from inside an escaping closure, that
    /// captures it.
    func noteEscapingCapture(of variable: Variable) {
        guard !escapingCaptureContexts.isEmpty, !variable.context.isGlobal else { return }
        var function: FunctionContext? = context
        while let current = function, current !== variable.context {
            if escapingCaptureContexts.contains(HeldIdentity(current)) {
                escapedVariables.insert(CapturedSlot(variable.context, variable.slot))
                return
            }
            function = current.parent
        }
    }
}

/// A variable of a function, by its function and slot.
struct CapturedSlot: Hashable {
    /// Held, not an `ObjectIdentifier`: a function context freed after an overload trial could
    /// otherwise have its address reused by another and match its variables.
    let function: HeldIdentity<FunctionContext>
    let slot: Int

    init(_ function: FunctionContext, _ slot: Int) {
        self.function = HeldIdentity(function)
        self.slot = slot
    }
}
