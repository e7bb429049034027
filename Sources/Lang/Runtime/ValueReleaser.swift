import Foundation
import Geometry

/// The thread that frees what stopped cells and finished sessions leave behind, level by level
/// (`Value.releaseLevelByLevel`), in the order it was handed over, so that a reply never waits
/// for it: freeing a value a million levels deep takes seconds in a debug build.
///
/// At most one such thread at a time, and only while there is something to free, with a stack
/// of `stackSize`: the walk frees one level at a time, so the stack need not grow with the
/// value's depth (DeepValueReleaseTests frees 20,000 levels of every kind on 1 MB). It had the
/// cells' 1 GB stack, and the fuzzer's worker, limited to 3 GB of address space, could not
/// start its next cell's thread while one was reserved for freeing the last cell's values.
///
/// The memory it is still freeing counts in the process's resident size, so a memory check that
/// would refuse waits for it first (`BackgroundFreeing`).
final class ValueReleaser: BackgroundFreeing, @unchecked Sendable {
    static let shared = ValueReleaser()

    /// Guards `queue` and `running`; signalled when the thread ends.
    private let lock = NSCondition()
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
                lock.broadcast()
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

    /// Waits at most `seconds` while the thread is freeing, and returns true; false at once
    /// when it is not running.
    func waitWhileFreeing(seconds: Double) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard running else { return false }
        _ = lock.wait(until: Date(timeIntervalSinceNow: seconds))
        return true
    }
}

extension Lang.Session {
    /// Waits at most `seconds` for what stopped cells and ended sessions left to the releasing
    /// thread to be freed, then hands the heap's free pages back; true when nothing is left.
    /// For tools that measure one cell at a time (the fuzzer's worker), so that a cell is not
    /// charged with the one before's values.
    public static func settleBackgroundFreeing(seconds: Double) -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        var freed = true
        while ValueReleaser.shared.waitWhileFreeing(seconds: 0.05) {
            if Date() >= deadline {
                freed = false
                break
            }
        }
        ProcessMemory.releaseFreePages()
        return freed
    }
}
