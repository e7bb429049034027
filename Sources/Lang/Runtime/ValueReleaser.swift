import Foundation

/// The thread that frees what stopped cells and finished sessions leave behind, level by level
/// (`Value.releaseLevelByLevel`), in the order it was handed over, so that a reply never waits
/// for it: freeing a value a million levels deep takes seconds in a debug build.
///
/// At most one such thread at a time, and only while there is something to free, with a stack
/// of `stackSize`: the walk frees one level at a time, so the stack need not grow with the
/// value's depth (DeepValueReleaseTests frees 20,000 levels of every kind on 1 MB). It had the
/// cells' 1 GB stack, and the fuzzer's worker, limited to 3 GB of address space, could not
/// start its next cell's thread while one was reserved for freeing the last cell's values.
final class ValueReleaser: @unchecked Sendable {
    static let shared = ValueReleaser()

    private let lock = NSLock()
    /// What is still to be freed, oldest first; guarded by `lock`.
    private var queue: [[Value]] = []
    /// Whether the thread is running; guarded by `lock`.
    private var running = false

    /// The releasing thread's stack: room for a deinit of one level and the walk's own frames.
    static let stackSize = 8 << 20

    /// Hands `values` to the thread (started when none runs) and leaves `values` empty; false,
    /// with `values` untouched, when no thread could be started.
    func release(_ values: inout [Value]) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if !running {
            running = Lang.Session.startThread(stackSize: Self.stackSize) { [self] in freeUntilDone() }
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
