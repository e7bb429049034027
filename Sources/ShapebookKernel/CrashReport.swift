import Jupyter
import Synchronization

/// An interpreter's side of the crash note: it reports once what the previous kernel died of,
/// and records each cell while it runs, so that a kernel that dies leaves its cell behind.
final class CrashReport {
    /// The note (nil outside a kernel).
    private let note: CrashNote?
    /// What the previous kernel's note said, shown before the first cell's output, then nil.
    private let previous = Mutex<String?>(nil)

    init(note: CrashNote?) {
        self.note = note
        previous.withLock { $0 = note?.start() }
    }

    /// Before a cell runs: the first cell that shows output (a silent one would swallow it) says
    /// what happened to the previous kernel; the note records the cell.
    func cellStarted(_ request: ExecuteRequest, context: ExecutionContext) {
        if !request.silent, let report = previous.withLock({ report in defer { report = nil }; return report }) {
            context.write(report + "\n", to: .stderr)
        }
        note?.cellStarted(request.code, executionCount: context.executionCount)
    }

    /// The cell ended without killing the kernel.
    func cellEnded() {
        note?.cellEnded()
    }

    /// A requested shutdown is no crash: the note goes.
    func finish() {
        note?.finish()
    }
}
