import Foundation

/// The thread that frees what stopped cells and finished sessions leave behind, level by level
/// (`Value.releaseLevelByLevel`), in the order it was handed over, so that a reply never waits
/// for it: freeing a value a million levels deep takes seconds in a debug build.
///
/// At most one such thread at a time, and only while there is something to free: each has the
/// cells' stack (what the level-by-level walk leaves to Swift, such as a native value's storage,
/// is still freed as Swift frees it), and the fuzzer's worker, limited to 3 GB of address space, could not start its next cell while more
/// stacks were reserved (two for freeing the last cell's values and its session's, or one kept
/// for good).
final class ValueReleaser: @unchecked Sendable {
    static let shared = ValueReleaser()

    private let lock = NSLock()
    /// What is still to be freed, oldest first; guarded by `lock`.
    private var queue: [[Value]] = []
    /// Whether the thread is running; guarded by `lock`.
    private var running = false

    /// Hands `values` to the thread (started with `stackSize` when none runs) and leaves `values`
    /// empty; false, with `values` untouched, when no thread could be started.
    func release(_ values: inout [Value], stackSize: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if !running {
            running = Lang.Session.startThread(stackSize: stackSize) { [self] in freeUntilDone() }
            guard running else { return false }
        }
        // Swapped in, not copied: the thread must hold the only reference to what it frees.
        var taken: [Value] = []
        swap(&taken, &values)
        queue.append(consume taken)
        return true
    }

    /// Frees what was handed over until nothing is left, then ends the thread.
    private func freeUntilDone() {
        while true {
            lock.lock()
            guard !queue.isEmpty else {
                running = false
                lock.unlock()
                return
            }
            var next: [Value] = []
            swap(&next, &queue[0])
            queue.removeFirst()
            lock.unlock()
            Value.releaseLevelByLevel(consume next)
        }
    }
}
