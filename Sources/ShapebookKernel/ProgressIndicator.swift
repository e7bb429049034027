import Dispatch
import Foundation
import Jupyter
import Synchronization

/// Shows that a long cell is working: after a second, an output that says for how long and, when
/// the language reports it, how far (`frames laid out: 12 of 60`); updated twice a second and
/// emptied when the cell ends, so its result takes the place of the progress.
///
/// It publishes from a timer thread while the cell runs on the shell thread; iopub sends are
/// serialized by the transport. Unchecked: its mutable state is behind a Mutex, and the timer
/// (a DispatchSource, whose calls are thread-safe) is only resumed in `init` and cancelled in
/// `finish`.
final class ProgressIndicator: @unchecked Sendable {
    /// How long a cell runs before the indicator appears.
    static let delay: Double = 1
    /// How often it is redrawn.
    static let interval: Double = 0.5

    private struct State {
        var shown = false
        var finished = false
        var done = 0, total = 0
        var what = ""
    }

    private let context: ExecutionContext
    private let id = "shapebook-progress-" + UUID().uuidString.lowercased()
    private let start = DispatchTime.now().uptimeNanoseconds
    private let state = Mutex(State())
    private let timer: any DispatchSourceTimer

    /// Starts watching a cell that publishes through `context`.
    init(context: ExecutionContext) {
        self.context = context
        timer = DispatchSource.makeTimerSource(queue: DispatchQueue.global(qos: .utility))
        timer.schedule(deadline: .now() + Self.delay, repeating: Self.interval)
        timer.setEventHandler { [weak self] in self?.tick() }
        timer.resume()
    }

    /// Records how far the work is: `done` of `total` steps of `what`.
    func report(_ done: Int, of total: Int, _ what: String) {
        state.withLock { state in
            state.done = done
            state.total = total
            state.what = what
        }
    }

    /// Stops the indicator; if it was shown, its output is emptied.
    func finish() {
        timer.cancel()
        let wasShown = state.withLock { state -> Bool in
            state.finished = true
            return state.shown
        }
        if wasShown { context.updateDisplay(MimeBundle(data: [:]), id: id) }
    }

    private func tick() {
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let (bundle, first): (MimeBundle?, Bool) = state.withLock { state in
            guard !state.finished else { return (nil, false) }
            defer { state.shown = true }
            return (Self.bundle(seconds: seconds, done: state.done, total: state.total, what: state.what), !state.shown)
        }
        guard let bundle else { return }
        if first { context.display(bundle, id: id) } else { context.updateDisplay(bundle, id: id) }
    }

    /// `Working… 2.5 s (frames laid out: 12 of 60)` as text, and as HTML with a progress bar when
    /// the total is known.
    static func bundle(seconds: Double, done: Int, total: Int, what: String) -> MimeBundle {
        let time = String(format: "%.1f s", seconds)
        var text = "Working… \(time)"
        var html = "<div class=\"shapebook-progress\">Working… \(time)"
        if total > 0 {
            text += " (\(what): \(done) of \(total))"
            html += " <progress value=\"\(done)\" max=\"\(total)\"></progress> \(what): \(done) of \(total)"
        }
        return MimeBundle(data: ["text/plain": .string(text), "text/html": .string(html + "</div>")])
    }
}
