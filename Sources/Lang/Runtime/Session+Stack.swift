import Foundation

extension Lang.Session {
    /// Runs `body` on a new thread with the cells' stack size and waits for its answer: checking
    /// and running a cell recurse as deeply as the cell nests. Nil when no such thread could be
    /// started (the address space is limited below the stack's size): the caller reports it, and
    /// nothing waits for a thread that never ran.
    ///
    /// The thread is joined, not detached: its stack is unmapped before this returns. A detached
    /// thread's stack stayed mapped until the thread had quite ended, so the next cell's thread
    /// could need a second gigabyte of address space at once, and the fuzzer's worker, limited
    /// to 3 GB, found its next cell refused ("no thread … could be started", seed 11 case 54).
    func onCellStack<T>(_ body: @escaping () -> T) -> T? {
        let box = StackBox<T>()
        let job = StackJob { box.value = body() }
        guard let thread = Self.startThread(stackSize: stackSize, job, detached: false) else { return nil }
        job.done.wait()
        pthread_join(thread, nil)
        return box.value
    }

    /// Frees what a stopped cell made (level by level: `Value.releaseLevelByLevel`) on a thread
    /// of its own, so that the reply does not wait for it: freeing a value a million levels deep
    /// took seconds after an interrupt. Without such a thread it is freed here.
    func releaseInBackground(_ values: consuming [Value]) {
        // `values` is the caller's, moved in: mutated in place, never copied, so the releasing
        // thread holds the only reference.
        if !ValueReleaser.shared.release(&values) { Value.releaseLevelByLevel(consume values) }
    }

    /// Starts `work` on a detached thread with a stack of `stackSize` bytes (1 MB at least);
    /// false when none started.
    static func startThread(stackSize: Int, _ work: @escaping () -> Void) -> Bool {
        startThread(stackSize: stackSize, StackJob(work), detached: true) != nil
    }

    /// Starts `job` on a thread with a stack of `stackSize` bytes (1 MB at least), detached or
    /// to be joined; nil when none started.
    private static func startThread(stackSize: Int, _ job: StackJob, detached: Bool) -> pthread_t? {
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        guard pthread_attr_setstacksize(&attributes, max(stackSize, 1 << 20)) == 0 else { return nil }
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
            return nil
        }
        #if canImport(Glibc)
        if detached { pthread_detach(thread) }
        return thread
        #else
        guard let thread else { return nil }
        if detached { pthread_detach(thread) }
        return thread
        #endif
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
