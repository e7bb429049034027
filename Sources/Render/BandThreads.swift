#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Runs indexed work items on a few joined threads: the calling thread plus `extraThreads`
/// POSIX threads, each taking the next unclaimed index until none are left.
///
/// Every thread started is joined before `run` returns, so none outlives the call, and the only
/// state the threads share is the next index, behind a `Mutex`. (`DispatchQueue.concurrentPerform`
/// ran both bands on one thread here: wall time equalled the one-thread render's.)
enum BandThreads {
    /// The work one POSIX thread runs, handed over as its start argument.
    private final class Work: Sendable {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }

    /// Calls `body(index)` once for every index in `0..<count`, on the calling thread and up to
    /// `extraThreads` more, and returns when all calls have returned. If a thread cannot be
    /// started, the calling thread does its share.
    static func run(count: Int, extraThreads: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let next = Mutex(0)
        let drain: @Sendable () -> Void = {
            while true {
                let index = next.withLock { value -> Int in
                    defer { value += 1 }
                    return value
                }
                guard index < count else { return }
                body(index)
            }
        }
        var threads: [pthread_t] = []
        for _ in 0..<max(0, min(extraThreads, count - 1)) {
            let argument = Unmanaged.passRetained(Work(drain)).toOpaque()
            #if canImport(Glibc)
            var thread = pthread_t()
            #else
            var thread: pthread_t?
            #endif
            let started = pthread_create(&thread, nil, { argument in
                guard let argument else { return nil }
                Unmanaged<Work>.fromOpaque(argument).takeRetainedValue().body()
                return nil
            }, argument)
            if started == 0 {
                #if canImport(Glibc)
                threads.append(thread)
                #else
                if let thread { threads.append(thread) }
                #endif
            } else {
                Unmanaged<Work>.fromOpaque(argument).release()
            }
        }
        drain()
        for thread in threads { pthread_join(thread, nil) }
    }
}
