#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs indexed work items on a few threads: the calling thread plus up to `extraThreads` POSIX
/// threads, each taking the next unclaimed index until none are left.
///
/// `run` returns once every item has run, and it waits only for items another thread has
/// claimed, never for a thread to start. When the host keeps the other cores busy, a new thread
/// may wait milliseconds for its first time slice; by then the calling thread has done every item
/// itself, and the late thread finds nothing left and exits. (Joining each thread made a busy
/// host's renders slower than one thread's.) The threads are detached; each holds the shared
/// state until it exits and touches `body` only for an item it claimed, which happens before
/// `run` returns. (`DispatchQueue.concurrentPerform` ran both bands on one thread here: wall
/// time equalled the one-thread render's.)
enum BandThreads {
    /// The items' shared state: the next index to claim and how many claimed items are running,
    /// behind a POSIX mutex with a condition the caller waits on.
    private final class Shared: @unchecked Sendable {
        // Every access to `next` and `running` holds `mutex`.
        let count: Int
        let body: @Sendable (Int) -> Void
        private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        private let finished = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
        private var next = 0
        private var running = 0

        init(count: Int, body: @escaping @Sendable (Int) -> Void) {
            self.count = count
            self.body = body
            pthread_mutex_init(mutex, nil)
            pthread_cond_init(finished, nil)
        }

        deinit {
            pthread_cond_destroy(finished)
            pthread_mutex_destroy(mutex)
            finished.deallocate()
            mutex.deallocate()
        }

        /// Runs unclaimed items until none are left.
        func drain() {
            while let index = claim() {
                body(index)
                pthread_mutex_lock(mutex)
                running -= 1
                if running == 0 { pthread_cond_broadcast(finished) }
                pthread_mutex_unlock(mutex)
            }
        }

        /// Waits until every claimed item has returned (call after `drain`: nothing is unclaimed).
        func waitForClaimedItems() {
            pthread_mutex_lock(mutex)
            while running > 0 { pthread_cond_wait(finished, mutex) }
            pthread_mutex_unlock(mutex)
        }

        private func claim() -> Int? {
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            guard next < count else { return nil }
            next += 1
            running += 1
            return next - 1
        }
    }

    /// Calls `body(index)` once for every index in `0..<count`, on the calling thread and up to
    /// `extraThreads` more, and returns when all calls have returned. If a thread cannot be
    /// started, the calling thread does its share.
    static func run(count: Int, extraThreads: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let shared = Shared(count: count, body: body)
        for _ in 0..<max(0, min(extraThreads, count - 1)) {
            let argument = Unmanaged.passRetained(shared).toOpaque()
            #if canImport(Glibc)
            var thread = pthread_t()
            #else
            var thread: pthread_t?
            #endif
            let started = pthread_create(&thread, nil, { argument in
                guard let argument else { return nil }
                Unmanaged<Shared>.fromOpaque(argument).takeRetainedValue().drain()
                return nil
            }, argument)
            if started == 0 {
                #if canImport(Glibc)
                pthread_detach(thread)
                #else
                if let thread { pthread_detach(thread) }
                #endif
            } else {
                Unmanaged<Shared>.fromOpaque(argument).release()
            }
        }
        shared.drain()
        shared.waitForClaimedItems()
    }
}
