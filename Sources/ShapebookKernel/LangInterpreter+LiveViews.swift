import Jupyter
import Lang

/// Live views on Lang: a cell whose final value is a view with working controls is shown as
/// widgets and a figure (`LangLiveView` through `LiveViewPresenter`), and the widget comms are
/// answered by `LiveViewComms`.
extension LangInterpreter {
    /// What a cell's view became.
    enum CellFigure {
        /// The cell has no view.
        case none
        /// The view's figure, the cell's result.
        case result(MimeBundle)
        /// The view was shown live, as widgets and a figure (two outputs, not a result).
        case shownLive
    }

    /// The last cell's view: shown live when it has working controls and the context reaches a
    /// front end, else its figure.
    /// - Throws: `RuntimeError` when its `body` fails, the renderer's error when it cannot be drawn.
    func cellFigure(source: String, context: ExecutionContext) throws -> CellFigure {
        switch try session.drawCell(live: context.isPublishing) {
        case .figure(nil):
            return .none
        case .figure(var figure?):
            figure.formats = try session.figureFormats()
            // Encoding a large figure takes long: an interrupt and the memory budget reach it.
            return .result(try session.asPartOfCell { try figures.bundle(for: figure) })
        case .live(let cell):
            // Drawn in the session's context, so that the interrupt and the memory limit reach it.
            let shown = try session.resources.run { try showLive(cell, source: source, context: context) }
            guard !shown else { return .shownLive }
            let view = LangLiveView(cell: cell, source: source, formats: try session.figureFormats(), session: session)
            return .result(try figures.bundle(for: view.stillFigure))
        }
    }

    /// Shows `cell` (a cell's final view, or one it passed to `display`) as widgets and a figure
    /// through `context`, the figure under `displayID` when given (a `display(_:)` handle's); with
    /// `replacing`, in place of what a handle showed under that id (`update(_:)`). False when the
    /// context reaches no front end.
    /// - Throws: the renderer's error when the figure cannot be drawn.
    func showLive(_ cell: Lang.LiveCell, source: String, context: ExecutionContext, displayID: String? = nil,
                  replacing: LiveReplacement = .nothing) throws -> Bool {
        let view = LangLiveView(cell: cell, source: source, formats: try session.figureFormats(), session: session)
        let presenter = LiveViewPresenter(view: view, figures: figures, registry: liveViews.registry, displayID: displayID)
        return try presenter.show(in: context, replacing: (replacing == .liveView, replacing != .nothing))
    }

    /// What a handle's update replaces: nothing (a new display), a figure, or a live view's
    /// widgets and figure.
    enum LiveReplacement {
        case nothing, figure, liveView
    }

    /// Closes the widgets of the live views shown under `displayID`, which a handle's update
    /// replaces; false when none was.
    func retireLive(displayID: String) -> Bool {
        let shown = liveViews.registry.presenters(showing: displayID)
        for presenter in shown { presenter.retire() }
        return !shown.isEmpty
    }

    // MARK: - Widget comms

    /// Live views' widgets and the front end's request for all their states.
    public var commTargets: Set<String> { LiveViewComms.targets }

    /// The front end opened a comm (`LiveViewComms.opened`).
    public func commOpened(_ comm: Comm, message: CommMessage, context: ExecutionContext) {
        liveViews.opened(comm)
    }

    /// A widget message: a value set or a button clicked in a live view, or a state request.
    public func commReceived(_ message: CommMessage, on comm: Comm, context: ExecutionContext) {
        liveViews.received(message, on: comm, context: context, run: runLive)
    }

    /// When the first live view showing a draft is due to send its whole figure.
    public var deferredWorkDeadline: UInt64? { liveViews.deferredWorkDeadline }

    /// Sends the whole figure of every live view whose draft is due.
    public func runDeferredWork(now: UInt64) {
        liveViews.runDeferredWork(now: now, run: runLive)
    }

    /// The front end closed a widget's comm: the model is forgotten.
    public func commClosed(_ comm: Comm, message: CommMessage) {
        liveViews.closed(comm)
    }

    /// Runs a live view's work in the session's context (the memory limit reaches the drawing;
    /// the evaluations in it take the interrupt as cells do).
    private func runLive(_ work: () -> Void) {
        session.resources.run(work)
    }
}
