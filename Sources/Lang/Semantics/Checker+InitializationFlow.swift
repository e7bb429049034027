/// The paths definite initialisation follows through branches and loops: what every path to a
/// statement has assigned (`InitializationTracker.definite`) and what some path has
/// (`InitializationTracker.possible`). A branch that cannot fall through (`return`, `throw`,
/// `break`, a call that never returns) takes no part in what follows.
extension Checker {
    /// What the paths to a point have assigned: all of them (`definite`), or some (`possible`).
    struct InitializationState {
        var definite: Set<InitializationTracker.Key>
        var possible: Set<InitializationTracker.Key>
    }

    /// What the paths have assigned before a branching statement.
    var initializationState: InitializationState {
        get { InitializationState(definite: initialization.definite, possible: initialization.possible) }
        set {
            initialization.definite = newValue.definite
            initialization.possible = newValue.possible
        }
    }

    /// What the branch of `statements` just lowered leaves to the code after it: nil when it
    /// cannot fall through.
    func branchOutcome(_ statements: [Stmt]) -> InitializationState? {
        guard !initialization.pending.isEmpty else { return InitializationState(definite: [], possible: []) }
        return activeStatements(statements).allSatisfy { completesNormally($0) } ? initializationState : nil
    }

    /// After a branching statement: what every branch that falls through assigned, and what any
    /// of them may have (when none falls through, the code after it is not reached and
    /// everything counts as assigned).
    func mergeBranches(_ outcomes: [InitializationState?]) {
        guard !initialization.pending.isEmpty else { return }
        let reaching = outcomes.compactMap { $0 }
        guard let first = reaching.first else {
            initialization.definite.formUnion(initialization.pending.keys)
            return
        }
        initialization.definite = reaching.dropFirst().reduce(first.definite) { $0.intersection($1.definite) }
        initialization.possible = reaching.dropFirst().reduce(first.possible) { $0.union($1.possible) }
    }

    /// A `break` (to `label`, if it has one): when it leaves a `switch`, what this path assigned
    /// goes on after the switch.
    func noteBreakFromSwitch(_ label: String?) {
        guard !initialization.pending.isEmpty, initialization.unreachable == 0, initialization.deferDepth == 0 else { return }
        let index: Int?
        if let label {
            index = initialization.switchExits.lastIndex { $0.label == label }
        } else if let last = initialization.switchExits.indices.last,
                  initialization.switchExits[last].loopDepth == initialization.loops.count {
            index = last
        } else {
            index = nil
        }
        guard let index else { return }
        initialization.switchExits[index].states.append(initializationState)
    }

    /// Lowers a loop's body with `lower`: afterwards only what was assigned before the loop counts,
    /// as the body may not run, unless it `runsAtLeastOnce` (`repeat`, `while true`), when what it
    /// assigned counts too. A deferred `let` assigned in a body that never leaves early is
    /// assigned again by the next iteration.
    func lowerLoopBody<Result>(_ body: CodeBlock, runsAtLeastOnce: Bool, _ lower: () -> Result) -> Result {
        let before = initialization.definite
        let logStart = initialization.assignedLog.count
        initialization.loops.append(canLeaveEarly(body))
        jumpTargets.loops += 1
        let result = lower()
        jumpTargets.loops -= 1
        initialization.loops.removeLast()
        if runsAtLeastOnce {
            initialization.definite.formUnion(initialization.assignedLog[logStart...])
        } else {
            initialization.definite = before
        }
        return result
    }

    /// Lowers a closure's body with `lower`, noting where it starts and the function it is made
    /// in (a read there of a variable not yet assigned is a capture before initialisation), and
    /// whether the call around it calls it at once, and whether its capture list names `self`
    /// (then `self` in it is the captured one, read when the closure is made).
    func lowerClosureBody<Result>(_ range: SourceRange, maker: FunctionContext, capturesSelf: Bool = false,
                                  _ lower: () -> Result) -> Result {
        let isApplied = initialization.appliedClosureStart == range.start
        initialization.appliedClosureStart = nil
        initialization.closures.append((range.startOnly, ObjectIdentifier(maker), isApplied, capturesSelf))
        defer { initialization.closures.removeLast() }
        return lower()
    }
}
