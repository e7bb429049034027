/// The seam between the protocol core and a language (xeus's `xinterpreter`).
///
/// The core does the bookkeeping every language needs (busy/idle, `execute_input`, execution
/// counts, history, stop-on-error, the comm registry, shutdown and interrupt replies); an
/// interpreter only answers the questions below, and handles the comms of its own targets.
/// `execute`, `complete`, `inspect`, `isComplete` and the comm calls are made on the shell
/// thread, one at a time. `interrupt` is called from the control thread or the SIGINT handler
/// while `execute` may be running, which is why interpreters must be `Sendable`.
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

    // MARK: Comms (called on the shell thread)

    /// The comm targets this interpreter serves; a `comm_open` for any other target is answered
    /// with `comm_close`.
    var commTargets: Set<String> { get }

    /// A front end opened `comm` to one of `commTargets`; `context` publishes with the
    /// `comm_open` as parent.
    func commOpened(_ comm: Comm, message: CommMessage, context: ExecutionContext)

    /// A `comm_msg` arrived on an open comm; `context` publishes with it as parent.
    func commReceived(_ message: CommMessage, on comm: Comm, context: ExecutionContext)

    /// The front end closed `comm` (it is already forgotten).
    func commClosed(_ comm: Comm, message: CommMessage)

    // MARK: Deferred work (called on the shell thread)

    /// When the interpreter's deferred work is due (`DispatchTime.now().uptimeNanoseconds`'s
    /// clock), or nil when it has none. The server runs it once no request has arrived by then.
    var deferredWorkDeadline: UInt64? { get }

    /// Runs the deferred work due at `now` (such as a live view's whole figure, sent once the
    /// reader stops moving a control).
    func runDeferredWork(now: UInt64)
}

extension KernelInterpreter {
    /// Runs the expression as a silent, unrecorded cell, discarding anything it would print.
    public func evaluate(userExpression code: String) -> ExecutionOutcome {
        let request = ExecuteRequest(code: code, silent: true, storeHistory: false, allowStdin: false)
        return execute(request, context: ExecutionContext(executionCount: 0, publisher: nil))
    }

    /// Nothing to release by default.
    public func shutdown(restart: Bool) {}

    /// No comm targets by default.
    public var commTargets: Set<String> { [] }

    /// Nothing to do by default.
    public func commOpened(_ comm: Comm, message: CommMessage, context: ExecutionContext) {}

    /// Messages are dropped by default.
    public func commReceived(_ message: CommMessage, on comm: Comm, context: ExecutionContext) {}

    /// Nothing to do by default.
    public func commClosed(_ comm: Comm, message: CommMessage) {}

    /// No deferred work by default.
    public var deferredWorkDeadline: UInt64? { nil }

    /// Nothing to do by default.
    public func runDeferredWork(now: UInt64) {}
}
