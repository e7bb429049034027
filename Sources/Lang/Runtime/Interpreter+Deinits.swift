/// When the evaluator runs the deinits of instances that died (`DeinitQueue`).
///
/// Swift runs a deinit the moment the last reference goes; the evaluator lets go of values in
/// the middle of its nodes (a slot overwritten, a temporary dropped), where user code cannot run.
/// So a death holds back the step budget (`stepsLeft` 0, the rest in `heldSteps`) and the next
/// step, a call or a loop iteration, takes the slow path that runs the deinits first: the fast
/// path of `step` is unchanged, and nothing is printed before the deinits of what died before it.
extension Interpreter {
    /// Makes the next step run the deinits waiting.
    func holdStepsForDeinits() {
        guard heldSteps == 0, stepsLeft > 0 else { return }
        heldSteps = stepsLeft
        stepsLeft = 0
    }

    /// The step that found the budget held: gives it back (less this step) and runs the deinits.
    func runDeinits(line: Int) throws {
        stepsLeft += heldSteps
        heldSteps = 0
        try deinits.drain(self, line: line)
    }

    /// Runs the deinits waiting now (at the end of a scope).
    @inline(__always)
    func runPendingDeinits(line: Int) throws {
        if heldSteps > 0 {
            stepsLeft += heldSteps
            heldSteps = 0
            try deinits.drain(self, line: line)
        }
    }
}
