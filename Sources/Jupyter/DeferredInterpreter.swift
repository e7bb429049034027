import Foundation
import Synchronization

/// An interpreter made on a thread of its own while the kernel already serves: `kernel_info` and
/// `is_complete` are answered from what is given up front, and every other request waits until
/// the interpreter is made.
///
/// A kernel is started and then asked `kernel_info` before anything else; answering it needs
/// none of what makes an interpreter slow to build (Shapebook's library, checked at start), so
/// building that beside the sockets' setup lets the front end see the kernel ready at once. The
/// first cell waits for the rest, which the reader does not notice. `is_complete` is a question
/// of syntax, and jupyter console gives up on the kernel's answer after a second. A cell
/// interrupted while it waits is answered as interrupted, without running.
public final class DeferredInterpreter<Wrapped: KernelInterpreter>: KernelInterpreter {
    public let kernelInfo: KernelInfo
    /// Answers `is_complete`, made or not.
    private let completeness: @Sendable (String) -> CompletenessStatus
    /// The outcome of a cell interrupted while it waited for the interpreter.
    private let interruptedOutcome: @Sendable (ExecuteRequest) -> ExecutionOutcome
    /// Left once the interpreter is made.
    private let made = DispatchGroup()
    /// The interpreter once made (set once, by the thread that makes it), and the cell waiting for it.
    private let state = Mutex(State())

    private struct State {
        var interpreter: Wrapped?
        /// Whether a cell waits for the interpreter (the shell thread runs one at a time).
        var cellWaits = false
        /// Whether that cell was interrupted while it waited.
        var waitingCellInterrupted = false
    }

    /// Starts making the interpreter with `make` on a new thread with a stack of `stackSize`
    /// bytes (a main thread's, by default: making it may run code as deep as the main thread
    /// would); `isComplete` answers as the interpreter would, `interrupted` answers a cell
    /// interrupted before it ran as the interpreter would answer one interrupted at its start.
    public init(kernelInfo: KernelInfo, isComplete: @escaping @Sendable (String) -> CompletenessStatus,
                interrupted: @escaping @Sendable (ExecuteRequest) -> ExecutionOutcome,
                stackSize: Int = 8 << 20, make: @escaping @Sendable () -> Wrapped) {
        self.kernelInfo = kernelInfo
        completeness = isComplete
        interruptedOutcome = interrupted
        made.enter()
        let thread = Thread { [self] in
            let interpreter = make()
            state.withLock { $0.interpreter = interpreter }
            made.leave()
        }
        thread.name = "make interpreter"
        thread.stackSize = stackSize
        thread.start()
    }

    /// The interpreter, if it is made (never waits).
    private var ready: Wrapped? { state.withLock { $0.interpreter } }

    /// The interpreter, waiting until it is made.
    private var interpreter: Wrapped {
        while true {
            if let interpreter = ready { return interpreter }
            made.wait()
        }
    }

    public func execute(_ request: ExecuteRequest, context: ExecutionContext) -> ExecutionOutcome {
        if let interpreter = ready { return interpreter.execute(request, context: context) }
        state.withLock { $0.cellWaits = true }
        let interpreter = interpreter
        let interrupted = state.withLock { state in
            defer { (state.cellWaits, state.waitingCellInterrupted) = (false, false) }
            return state.waitingCellInterrupted
        }
        return interrupted ? interruptedOutcome(request) : interpreter.execute(request, context: context)
    }

    public func evaluate(userExpression code: String) -> ExecutionOutcome {
        interpreter.evaluate(userExpression: code)
    }

    public func complete(code: String, cursorPosition: Int) -> CompletionReply {
        interpreter.complete(code: code, cursorPosition: cursorPosition)
    }

    public func inspect(code: String, cursorPosition: Int, detailLevel: Int) -> InspectionReply {
        interpreter.inspect(code: code, cursorPosition: cursorPosition, detailLevel: detailLevel)
    }

    public func isComplete(code: String) -> CompletenessStatus {
        completeness(code)
    }

    /// Stops the running cell, or the one waiting for the interpreter; with neither, nothing.
    public func interrupt() {
        let interpreter = state.withLock { state in
            if state.interpreter == nil && state.cellWaits { state.waitingCellInterrupted = true }
            return state.interpreter
        }
        interpreter?.interrupt()
    }

    public func shutdown(restart: Bool) {
        interpreter.shutdown(restart: restart)
    }

    public var commTargets: Set<String> { interpreter.commTargets }

    public func commOpened(_ comm: Comm, message: CommMessage, context: ExecutionContext) {
        interpreter.commOpened(comm, message: message, context: context)
    }

    public func commReceived(_ message: CommMessage, on comm: Comm, context: ExecutionContext) {
        interpreter.commReceived(message, on: comm, context: context)
    }

    public func commClosed(_ comm: Comm, message: CommMessage) {
        interpreter.commClosed(comm, message: message)
    }

    /// Polled by the server between requests: an interpreter not yet made has no work due.
    public var deferredWorkDeadline: UInt64? { ready?.deferredWorkDeadline }

    public func runDeferredWork(now: UInt64) {
        interpreter.runDeferredWork(now: now)
    }
}
