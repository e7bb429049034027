/// The state one run of a cell shares: the output written so far, the step budget, the call
/// depth, and the interrupt flag. Every loop iteration and call spends a step, so a runaway loop
/// ends with a clear error instead of hanging the kernel.
final class Interpreter {
    var output: String = ""
    var stepsLeft: Int
    var depth = 0
    /// The deepest call nesting allowed; Swift would overflow its stack somewhere past this.
    let maximumDepth: Int
    /// Set from another thread to stop the cell at its next step.
    let interrupt: InterruptFlag
    /// Formats values for `print` and interpolation; its hook calls back into the program.
    var printer = ValuePrinter()

    init(stepBudget: Int, maximumDepth: Int, interrupt: InterruptFlag) {
        stepsLeft = stepBudget
        self.maximumDepth = maximumDepth
        self.interrupt = interrupt
    }

    /// Spends one step, failing when the budget is gone or the cell was interrupted.
    @inline(__always)
    func step(line: Int) throws {
        stepsLeft -= 1
        if stepsLeft <= 0 {
            if interrupt.isSet { throw RuntimeError("interrupted", line: line, isLimit: true) }
            throw RuntimeError("the cell ran too long (step limit reached)", line: line, isLimit: true)
        }
        if stepsLeft & 0x3FF == 0, interrupt.isSet {
            throw RuntimeError("interrupted", line: line, isLimit: true)
        }
    }
}
