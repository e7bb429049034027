import Foundation

extension Lang.Session {
    /// Runs `body` on a new thread with the cells' stack size and waits for its answer: checking
    /// and running a cell recurse as deeply as the cell nests. Nil when no such thread could be
    /// started (the address space is limited below the stack's size): the caller reports it, and
    /// nothing waits for a thread that never ran.
    func onCellStack<T>(_ body: @escaping () -> T) -> T? {
        let box = StackBox<T>()
        let job = StackJob { box.value = body() }
        guard startOnCellStack(job) else { return nil }
        job.done.wait()
        return box.value
    }

    /// Frees what a stopped cell made (level by level: `Value.releaseLevelByLevel`) on a thread
    /// of its own, so that the reply does not wait for it: freeing a value a million levels deep
    /// took seconds after an interrupt. Without such a thread it is freed here.
    func releaseInBackground(_ values: consuming [Value]) {
        // `values` is the caller's, moved in: mutated in place, never copied, so the releasing
        // thread holds the only reference.
        if !ValueReleaser.shared.release(&values, stackSize: stackSize) { Value.releaseLevelByLevel(consume values) }
    }

    /// Starts `job` on a detached thread with the cells' stack size; false when none started.
    private func startOnCellStack(_ job: StackJob) -> Bool {
        Self.startThread(stackSize: stackSize, job)
    }

    /// Starts `work` on a detached thread with a stack of `stackSize` bytes (1 MB at least);
    /// false when none started.
    static func startThread(stackSize: Int, _ work: @escaping () -> Void) -> Bool {
        startThread(stackSize: stackSize, StackJob(work))
    }

    private static func startThread(stackSize: Int, _ job: StackJob) -> Bool {
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { return false }
        defer { pthread_attr_destroy(&attributes) }
        guard pthread_attr_setstacksize(&attributes, max(stackSize, 1 << 20)) == 0 else { return false }
        let argument = Unmanaged.passRetained(job).toOpaque()
        #if canImport(Glibc)
        var thread = pthread_t()
        #else
        var thread: pthread_t?
        #endif
        let started = pthread_create(&thread, &attributes, { argument in
            guard let argument else { return nil }
            Unmanaged<StackJob>.fromOpaque(argument).takeRetainedValue().run()
            return nil
        }, argument)
        guard started == 0 else {
            Unmanaged<StackJob>.fromOpaque(argument).release()
            return false
        }
        #if canImport(Glibc)
        pthread_detach(thread)
        #else
        if let thread { pthread_detach(thread) }
        #endif
        return true
    }
}

/// The work for the big-stack thread; the caller waits on `done` until it has run.
private final class StackJob: @unchecked Sendable {
    let work: () -> Void
    let done = DispatchSemaphore(value: 0)

    init(_ work: @escaping () -> Void) {
        self.work = work
    }

    func run() {
        work()
        done.signal()
    }
}

/// Carries the big-stack thread's answer back; the caller reads it only after the thread
/// signalled, so the two never touch it at once.
private final class StackBox<T>: @unchecked Sendable {
    var value: T?
}
