import Dispatch

// Work an interpreter defers until the shell has been quiet for a moment (a live view's whole
// figure after the reader stops moving a control). It runs on the shell thread, between requests.
extension KernelCore {
    /// How long, in milliseconds, the server may wait for the next request before the
    /// interpreter's deferred work is due: `maximum` when there is none, 0 when it is due now.
    public func millisecondsBeforeDeferredWork(maximum: Int, now: UInt64 = DispatchTime.now().uptimeNanoseconds) -> Int {
        guard let deadline = interpreter.deferredWorkDeadline else { return maximum }
        guard deadline > now else { return 0 }
        let nanoseconds = deadline - now
        let milliseconds = nanoseconds / 1_000_000 + (nanoseconds % 1_000_000 == 0 ? 0 : 1)
        return milliseconds < UInt64(clamping: maximum) ? Int(milliseconds) : maximum
    }

    /// Runs the interpreter's deferred work that is due at `now`; the server calls it when a wait
    /// for a request ended without one.
    public func runDeferredWork(now: UInt64 = DispatchTime.now().uptimeNanoseconds) {
        guard let deadline = interpreter.deferredWorkDeadline, deadline <= now else { return }
        interpreter.runDeferredWork(now: now)
    }
}
