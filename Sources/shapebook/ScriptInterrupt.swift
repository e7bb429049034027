import Foundation
import Lang
import Synchronization

/// SIGINT for the whole of a `shapebook run --typed` script: it stops whichever session is
/// running the script, and is remembered, so that a script interrupted in its first, library-
/// free session is not run again from the start in a second one (the interrupt was lost that
/// way: a 100,000-deep nest rejected by the first run took seconds more to lex again).
///
/// Unchecked `Sendable`: `source` is set once, in `init`, and only cancelled after; the rest is
/// a `Mutex` and an `Atomic`.
final class ScriptInterrupt: @unchecked Sendable {
    /// The interrupt of the session running the script, if one runs.
    private let running = Mutex<InterruptFlag?>(nil)
    private let requested = Atomic<Bool>(false)
    private let source: any DispatchSourceSignal

    /// Starts listening for SIGINT (which must be ignored as a signal, `SIG_IGN`).
    init() {
        source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler { [weak self] in self?.heard() }
        source.resume()
    }

    private func heard() {
        requested.store(true, ordering: .relaxed)
        running.withLock { $0?.set() }
    }

    deinit {
        source.cancel()
    }

    /// Whether SIGINT arrived since listening began.
    var wasRequested: Bool { requested.load(ordering: .relaxed) }

    /// Runs `source` in `session`; SIGINT meanwhile stops the program at its next step with a
    /// runtime error, as the kernel's interrupt stops a cell.
    func run(_ program: String, in session: Lang.Session) -> Lang.CellResult {
        let flag = session.interrupt
        running.withLock { $0 = flag }
        defer { running.withLock { $0 = nil } }
        return session.run(program)
    }
}
