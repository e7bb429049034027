import Canvas
import Foundation
import Jupyter
import Lang
import Render

/// A Jupyter interpreter backed by one `Lang.Session` (the typed Swift front end): what the kernel
/// runs. A cell's printed text is its stdout (streamed as it is
/// printed, also while its figure is drawn), its final view its figure (the formats of
/// `SHAPEBOOK_FORMATS`, PNG and SVG by default), another final value its text result;
/// diagnostics and runtime errors become Jupyter errors (`LangInterpreter+Errors`); a cell that
/// runs longer than a second shows how long it has been working (`ProgressIndicator`).
///
/// `display`, `clearOutput`, `fputs(_, stderr)` and `save` reach the cell's outputs (and files)
/// through `LangCellHost`. A view with working controls (`@State` bound to a `Slider`, a `Button`'s action) is shown
/// live, as widgets and a figure that follows them (`LangInterpreter+LiveViews`).
public final class LangInterpreter: KernelInterpreter, @unchecked Sendable {
    let session: Lang.Session
    let figures: FigureBundle
    /// The formats figures are shown in until a cell sets `Canvas.formats`.
    let formats: [FigureFormat]
    /// The crash note's report and record of each cell.
    private let crashReport: CrashReport
    /// The widget models and comms of live views (used on the shell thread only).
    let liveViews = LiveViewComms()

    /// An interpreter over a fresh session drawing with Render's renderer, in the formats
    /// `SHAPEBOOK_FORMATS` lists (else SVG and PNG).
    public convenience init(crashNote: CrashNote? = nil) {
        let formats = FigureFormat.fromEnvironment(ProcessInfo.processInfo.environment["SHAPEBOOK_FORMATS"])
        self.init(session: Lang.Session(), renderer: Renderer.shapebookDefault, formats: formats ?? FigureFormat.defaults,
                  crashNote: crashNote)
        ImageLoader.installForShapebook()
    }

    /// An interpreter over `session`, drawing with `renderer` in `formats`.
    init(session: Lang.Session, renderer: any FigureRendering, formats: [FigureFormat] = FigureFormat.defaults,
         crashNote: CrashNote? = nil) {
        self.session = session
        self.figures = FigureBundle(renderer: renderer)
        self.formats = formats
        self.crashReport = CrashReport(note: crashNote)
        session.setFigureFormats(formats)
    }

    /// Shapebook's kernel_info.
    public var kernelInfo: KernelInfo { ShapebookKernelInfo.kernelInfo }

    /// Checks and runs the cell; its output, then its figure or text result.
    public func execute(_ request: ExecuteRequest, context: ExecutionContext) -> ExecutionOutcome {
        if let name = PagerRequest.name(in: request.code) {
            let documentation = session.inspect(name, cursor: name.unicodeScalars.count)
            return PagerRequest.show(documentation.map { ($0.plainText, $0.markdown) }, of: name, context: context)
        }
        crashReport.cellStarted(request, context: context)
        defer { crashReport.cellEnded() }
        // Notes such as "SF Symbols are not available here" go to stderr once the cell is done.
        defer {
            let notes = session.takeNotes()
            if !notes.isEmpty { context.write(notes, to: .stderr) }
        }
        let progress = context.isPublishing ? ProgressIndicator(context: context) : nil
        defer { progress?.finish() }
        // Printed text is streamed as it is printed, as a running program's stdout.
        session.outputSink = { context.write($0) }
        session.host = LangCellHost(context: context, figures: figures, formats: { [session] in try session.figureFormats() },
                                    isInterrupted: { [session] in session.interrupt.isSet },
                                    willWaitForInput: { progress?.finish() },
                                    live: LangCellHost.LiveDisplays(show: { [weak self] cell, id, replacing in
                                        try self?.showLive(cell, source: request.code, context: context, displayID: id,
                                                           replacing: replacing) ?? false
                                    }, retire: { [weak self] id in self?.retireLive(displayID: id) ?? false }))
        defer {
            session.outputSink = nil
            session.host = nil
        }
        // A later cell's error in code this cell declares names it as Jupyter shows it.
        let result = session.run(request.code, name: request.storeHistory ? "In[\(context.executionCount)]" : nil)
        if let failure = Self.failure(of: result, source: request.code, session: session) {
            return .failure(failure)
        }
        // The cell is done when its result is drawn: one whose drawing fails (the interrupt
        // included) changes nothing, as one stopped while it ran.
        defer { session.keepLastCell() }
        do {
            if var animation = try session.cellAnimation() {
                animation.formats = try session.figureFormats()
                return .success(result: try session.asPartOfCell { try figures.bundle(for: animation) })
            }
            switch try cellFigure(source: request.code, context: context) {
            case .result(let bundle): return .success(result: bundle)
            case .shownLive: return .success(result: nil)
            case .none: break
            }
            return .success(result: try session.cellValueText().map(MimeBundle.plainText))
        } catch {
            session.rollBackLastCell()
            return .failure(Self.drawingFailure(error, source: request.code, session: session))
        }
    }

    /// Lang's completions, with their kinds and signatures.
    public func complete(code: String, cursorPosition: Int) -> CompletionReply {
        let result = session.complete(code, cursor: cursorPosition)
        return CompletionReply(
            items: result.matches.map { .init(text: $0.text, type: $0.kind, signature: $0.signature) },
            cursorStart: result.cursorStart, cursorEnd: result.cursorEnd)
    }

    /// Lang's signature and documentation for the name at the cursor.
    public func inspect(code: String, cursorPosition: Int, detailLevel: Int) -> InspectionReply {
        guard let result = session.inspect(code, cursor: cursorPosition) else { return .notFound }
        return InspectionReply(PagerRequest.bundle(plainText: result.plainText, markdown: result.markdown))
    }

    /// Whether the code is ready to run, needs more lines, or never will.
    public func isComplete(code: String) -> CompletenessStatus {
        Self.isComplete(code: code)
    }

    /// Whether the code is ready to run, needs more lines, or never will: a question of syntax
    /// alone, which needs no session (`DeferredInterpreter` answers it before one is made).
    public static func isComplete(code: String) -> CompletenessStatus {
        switch Lang.Session.isComplete(code) {
        case .complete: .complete
        case .incomplete(let indent): .incomplete(indent: indent)
        case .invalid: .invalid
        }
    }

    /// Asks the running cell to stop at its next step; a cell that is not running is not affected.
    public func interrupt() {
        // The flag takes it only while a cell runs or draws.
        session.interrupt.set()
    }

    /// A requested shutdown is no crash: the note goes.
    public func shutdown(restart: Bool) {
        crashReport.finish()
    }
}
