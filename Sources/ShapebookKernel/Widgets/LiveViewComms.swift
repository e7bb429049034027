import Jupyter

/// The kernel's side of the widget comms, whichever language runs the cells: the models of the
/// live views it showed, the front end's messages routed to the view each belongs to, and the
/// whole figures that wait until the reader pauses.
///
/// Used on the shell thread only.
final class LiveViewComms {
    /// Every widget model the live views opened.
    let registry = WidgetRegistry()
    /// Live views showing a draft figure, to be sent whole once the reader pauses.
    private var drafts: [LiveViewPresenter] = []

    /// Live views' widgets (`jupyter.widget`) and the front end's request for all their states
    /// at once (`jupyter.widget.control`).
    static let targets: Set<String> = ["jupyter.widget", "jupyter.widget.control"]

    /// The front end opened a comm: the control comm is kept for `request_states`; a widget the
    /// front end made itself has no kernel side here, so its comm is closed.
    func opened(_ comm: Comm) {
        if comm.targetName == "jupyter.widget" { comm.close() }
    }

    /// A widget message: a value set or a button clicked in a live view, or a state request.
    /// A live view's work runs inside `run` (which makes it interruptible, as a cell is).
    func received(_ message: CommMessage, on comm: Comm, context: ExecutionContext, run: (() -> Void) -> Void) {
        if comm.targetName == "jupyter.widget.control" {
            guard message.data["method"]?.stringValue == "request_states" else { return }
            comm.send(["method": "update_states", "states": .object(registry.allStates), "buffer_paths": []])
            return
        }
        guard let (model, owner) = registry.model(id: comm.id) else { return }
        guard let owner else {
            if message.data["method"]?.stringValue == "request_state" { model.sendFullState() }
            return
        }
        run { owner.receive(message, on: model, context: context) }
        if owner.wholeFigureDue != nil, !drafts.contains(where: { $0 === owner }) { drafts.append(owner) }
    }

    /// When the first live view showing a draft is due to send its whole figure.
    var deferredWorkDeadline: UInt64? {
        drafts.compactMap(\.wholeFigureDue).min()
    }

    /// Sends the whole figure of every live view whose draft is due, inside `run`.
    func runDeferredWork(now: UInt64, run: (() -> Void) -> Void) {
        let due = drafts.filter { ($0.wholeFigureDue ?? 0) <= now }
        drafts.removeAll { presenter in presenter.wholeFigureDue.map { $0 <= now } ?? true }
        run { for presenter in due { presenter.sendWholeFigure() } }
    }

    /// The front end closed a widget's comm: the model is forgotten.
    func closed(_ comm: Comm) {
        registry.remove(id: comm.id)
    }
}
