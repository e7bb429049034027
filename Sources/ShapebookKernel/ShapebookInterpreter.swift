import Foundation
import Canvas
import Geometry
import Jupyter
import Language
import Render
import Synchronization

/// A Jupyter interpreter backed by one Language `Session`, rendering figures with a renderer.
///
/// `execute`, `complete`, `inspect` and `isComplete` run on the shell thread; `interrupt`
/// arrives from the control thread or the SIGINT source and is forwarded only while a cell
/// runs, so a stray interrupt never stops the next cell.
public final class ShapebookInterpreter: KernelInterpreter, @unchecked Sendable {
    private let session: Session
    private let figures: FigureBundle
    private let isExecuting = Atomic<Bool>(false)
    /// The crash note's report and record of each cell.
    private let crashReport: CrashReport
    /// The widget models and comms of live views (used on the shell thread only).
    private let liveViews = LiveViewComms()

    /// An interpreter over a fresh session, drawing with Render's renderer; the session's default
    /// `Canvas.formats` comes from `SHAPEBOOK_FORMATS` (such as `svg,png,pdf`) when it is set. With
    /// a crash note, it reports what the note says the previous kernel died of, and keeps it up
    /// to date.
    public convenience init(crashNote: CrashNote? = nil) {
        var configuration = SessionConfiguration()
        if let formats = FigureFormat.fromEnvironment(ProcessInfo.processInfo.environment["SHAPEBOOK_FORMATS"]) {
            configuration.figureFormats = formats
        }
        self.init(session: Session(configuration: configuration), renderer: Renderer.shapebookDefault, crashNote: crashNote)
        ImageLoader.installForShapebook()
    }

    /// An interpreter over `session`, drawing with `renderer`.
    init(session: Session, renderer: any FigureRendering, crashNote: CrashNote? = nil) {
        self.session = session
        self.figures = FigureBundle(renderer: renderer)
        self.crashReport = CrashReport(note: crashNote)
    }

    /// Shapebook's kernel_info.
    public var kernelInfo: KernelInfo { ShapebookKernelInfo.kernelInfo }

    /// Runs the cell in the session; the last expression's value becomes the result.
    public func execute(_ request: ExecuteRequest, context: ExecutionContext) -> ExecutionOutcome {
        if let name = PagerRequest.name(in: request.code) {
            let documentation = session.inspect(name, cursor: name.unicodeScalars.count)
            return PagerRequest.show(documentation.map { ($0.plainText, $0.markdown) }, of: name, context: context)
        }
        crashReport.cellStarted(request, context: context)
        defer { crashReport.cellEnded() }
        let progress = context.isPublishing ? ProgressIndicator(context: context) : nil
        defer { progress?.finish() }
        let host = CellHost(context: context, figures: figures, widgets: liveViews.registry, progress: progress)
        isExecuting.store(true, ordering: .sequentiallyConsistent)
        // Still "executing" while the result renders: a large figure or an animation's frames
        // can take a while, and an interrupt must be able to stop them.
        defer {
            isExecuting.store(false, ordering: .sequentiallyConsistent)
            session.resources.clearInterrupt()
        }
        let outcome = session.execute(request.code, host: host)
        switch outcome {
        case .success(let value):
            guard let value else { return .success(result: nil) }
            do {
                // The session's context, so that the interrupt and the memory limit reach the drawing.
                return .success(result: try session.resources.run { () throws -> MimeBundle? in
                    // A live view is shown as its widgets and figure (two outputs), not as a result.
                    if case .live(let view) = value,
                       try LiveViewPresenter(view: OldLiveView(view, figures: figures), figures: figures,
                                             registry: liveViews.registry).show(in: context) {
                        return nil
                    }
                    return try figures.bundle(for: value)
                })
            } catch {
                if let stopped = session.resultDrawingError(error) {
                    return .failure(ExecutionError(name: stopped.name, value: stopped.message, traceback: stopped.traceback))
                }
                return .failure(ExecutionError.rendering(error))
            }
        case .failure(let error):
            return .failure(ExecutionError(name: error.name, value: error.message, traceback: error.traceback))
        }
    }

    /// The session's completions, with their kinds and signatures.
    public func complete(code: String, cursorPosition: Int) -> CompletionReply {
        let result = session.complete(code, cursor: cursorPosition)
        return CompletionReply(
            items: result.matches.map { .init(text: $0.text, type: $0.type, signature: $0.signature) },
            cursorStart: result.cursorStart, cursorEnd: result.cursorEnd)
    }

    /// The session's documentation for the name at the cursor, as plain text and markdown.
    public func inspect(code: String, cursorPosition: Int, detailLevel: Int) -> InspectionReply {
        guard let result = session.inspect(code, cursor: cursorPosition) else { return .notFound }
        return InspectionReply(PagerRequest.bundle(plainText: result.plainText, markdown: result.markdown))
    }

    /// Whether the code parses, needs more lines, or never will.
    public func isComplete(code: String) -> CompletenessStatus {
        switch session.isComplete(code) {
        case .complete: return .complete
        case .incomplete(let indent): return .incomplete(indent: indent)
        case .invalid: return .invalid
        }
    }

    /// A requested shutdown is no crash: the note goes.
    public func shutdown(restart: Bool) {
        crashReport.finish()
    }

    // MARK: - Widgets

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

    /// Runs a live view's work as a cell runs: interruptible, in the session's context (so that
    /// the interrupt and the memory limit reach the redrawing).
    private func runLive(_ work: () -> Void) {
        isExecuting.store(true, ordering: .sequentiallyConsistent)
        defer {
            isExecuting.store(false, ordering: .sequentiallyConsistent)
            session.resources.clearInterrupt()
        }
        session.resources.run(work)
    }

    /// The front end closed a widget's comm: the model is forgotten.
    public func commClosed(_ comm: Comm, message: CommMessage) {
        liveViews.closed(comm)
    }

    /// Asks the running cell to stop; the session rolls back to before the cell.
    public func interrupt() {
        if isExecuting.load(ordering: .sequentiallyConsistent) {
            session.requestInterrupt()
        }
    }
}
