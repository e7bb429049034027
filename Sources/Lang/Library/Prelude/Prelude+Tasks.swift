extension Prelude {
    /// Swift's `Task`, which a view's actions start (`Task { try await Task.sleep(nanoseconds: …)
    /// … }` in a tap's action to animate in steps): a figure is drawn before any asynchronous work
    /// runs, as a preview's first frame is, so a task's operation never runs, and nothing a cell
    /// starts can keep it waiting.
    static let tasks = #"""
    /// A unit of asynchronous work; a figure is drawn before any runs.
    struct Task<Success, Failure: Error> {
        /// Whether the task was cancelled.
        var isCancelled: Bool { false }
        /// Cancels the task (it never started).
        func cancel() {}
    }

    extension Task where Failure == Never {
        /// Starts `operation` (a figure never runs it).
        init(priority: TaskPriority? = nil, operation: @escaping () async -> Success) {}
    }

    extension Task where Failure == Error {
        /// Starts `operation`, which may throw (a figure never runs it).
        init(priority: TaskPriority? = nil, operation: @escaping () async throws -> Success) {}
    }

    extension Task where Success == Never, Failure == Never {
        /// Suspends the current task for `duration` nanoseconds (no task runs in a figure).
        static func sleep(nanoseconds duration: UInt64) async throws {}
        /// Suspends the current task so others may run.
        static func yield() async {}
        /// Whether the current task was cancelled.
        static var isCancelled: Bool { false }
        /// Throws `CancellationError` when the current task was cancelled (it never is).
        static func checkCancellation() throws {}
    }

    /// The error a cancelled task throws.
    struct CancellationError: Error {}
    """#
}
