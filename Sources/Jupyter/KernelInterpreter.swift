/// The seam between the protocol core and a language (xeus's `xinterpreter`).
///
/// The core does the bookkeeping every language needs (busy/idle, `execute_input`, execution
/// counts, history, stop-on-error, comms, shutdown and interrupt replies); an interpreter only
/// answers the questions below. `execute`, `complete`, `inspect` and `isComplete` are called on
/// the shell thread, one at a time. `interrupt` is called from the control thread or the SIGINT
/// handler while `execute` may be running, which is why interpreters must be `Sendable`.
public protocol KernelInterpreter: AnyObject, Sendable {
    /// What `kernel_info_reply` says about the implementation and its language.
    var kernelInfo: KernelInfo { get }

    /// Runs one cell. Output goes through `context` as it happens; the result comes back.
    func execute(_ request: ExecuteRequest, context: ExecutionContext) -> ExecutionOutcome

    /// Evaluates one `user_expressions` entry after a successful cell; nothing is published.
    func evaluate(userExpression code: String) -> ExecutionOutcome

    /// Completions at `cursorPosition` (counted in Unicode scalars).
    func complete(code: String, cursorPosition: Int) -> CompletionReply

    /// Documentation for the name at `cursorPosition` (counted in Unicode scalars).
    func inspect(code: String, cursorPosition: Int, detailLevel: Int) -> InspectionReply

    /// Whether `code` is ready to run, needs more lines, or can never parse.
    func isComplete(code: String) -> CompletenessStatus

    /// Stops the running cell soon. Thread-safe; a no-op when no cell runs.
    func interrupt()

    /// Called once before the kernel exits; `restart` says whether a new kernel will follow.
    func shutdown(restart: Bool)
}

extension KernelInterpreter {
    /// Runs the expression as a silent, unrecorded cell, discarding anything it would print.
    public func evaluate(userExpression code: String) -> ExecutionOutcome {
        let request = ExecuteRequest(code: code, silent: true, storeHistory: false, allowStdin: false)
        return execute(request, context: ExecutionContext(executionCount: 0, publisher: nil))
    }

    /// Nothing to release by default.
    public func shutdown(restart: Bool) {}
}
