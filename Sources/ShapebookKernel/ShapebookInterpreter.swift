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
    /// The note a kernel that dies leaves for the next one (nil outside a kernel).
    private let crashNote: CrashNote?
    /// What the previous kernel's note said, shown before the first cell's output, then nil.
    private let previousCrash = Mutex<String?>(nil)

    /// An interpreter over a fresh session, drawing with Render's renderer; with a crash note,
    /// it reports what the note says the previous kernel died of, and keeps it up to date.
    public convenience init(crashNote: CrashNote? = nil) {
        self.init(session: Session(), renderer: Renderer.shapebookDefault, crashNote: crashNote)
        ImageLoader.installForShapebook()
    }

    /// An interpreter over `session`, drawing with `renderer`.
    init(session: Session, renderer: any FigureRendering, crashNote: CrashNote? = nil) {
        self.session = session
        self.figures = FigureBundle(renderer: renderer)
        self.crashNote = crashNote
        previousCrash.withLock { $0 = crashNote?.start() }
    }

    /// Shapebook's kernel_info.
    public var kernelInfo: KernelInfo { ShapebookKernelInfo.kernelInfo }

    /// Runs the cell in the session; the last expression's value becomes the result.
    public func execute(_ request: ExecuteRequest, context: ExecutionContext) -> ExecutionOutcome {
        // The first cell that shows output (a silent one would swallow it) says what happened.
        if !request.silent, let report = previousCrash.withLock({ report in defer { report = nil }; return report }) {
            context.write(report + "\n", to: .stderr)
        }
        crashNote?.cellStarted(request.code, executionCount: context.executionCount)
        defer { crashNote?.cellEnded() }
        let host = CellHost(context: context, figures: figures)
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
                return .success(result: try session.resources.run { try figures.bundle(for: value) })
            } catch {
                return .failure(Self.renderingFailure(error))
            }
        case .failure(let error):
            return .failure(ExecutionError(name: error.name, value: error.message, traceback: error.traceback))
        }
    }

    /// The error of a result that could not be drawn: `InterruptError` or `MemoryError` when
    /// the session's context stopped it, else `RenderError`.
    static func renderingFailure(_ error: any Error) -> ExecutionError {
        let name = switch (error as? any ResourceLimitedError)?.limit {
        case .interrupted?: "InterruptError"
        case .memory?: "MemoryError"
        case nil: "RenderError"
        }
        return ExecutionError(name: name, value: "\(error)", traceback: ["\(name): \(error)"])
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
        return InspectionReply(
            MimeBundle(data: ["text/plain": .string(result.plainText), "text/markdown": .string(result.markdown)]))
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
        crashNote?.finish()
    }

    /// Asks the running cell to stop; the session rolls back to before the cell.
    public func interrupt() {
        if isExecuting.load(ordering: .sequentiallyConsistent) {
            session.requestInterrupt()
        }
    }
}
