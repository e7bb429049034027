import Geometry
import Jupyter
import Lang

extension LangInterpreter {
    /// The most diagnostics one error reply lists: a 100,000-deep nest can give one per level.
    static let maximumDiagnosticsShown = 20

    /// The Jupyter error of a cell Lang refused or stopped, or nil when it ran to the end.
    ///
    /// Diagnostics become `SyntaxError` (the parser's) or `TypeError` (the checker's) with the
    /// first one's `line:column: message` as the value and each one as swiftc prints it (with
    /// its source line and caret) in the traceback; a runtime error is named by its kind
    /// (`RuntimeError`, `InterruptError`, `LimitError`, `MemoryError`) and names its line (and the
    /// earlier cell of `session` it is in, for code declared there).
    static func failure(of result: Lang.CellResult, source: String, session: Lang.Session? = nil) -> ExecutionError? {
        if let error = result.runtimeError { return runtimeFailure(error, source: source, session: session) }
        let errors = result.diagnostics.filter { $0.severity == .error }
        guard let first = errors.first else { return nil }
        let name = Parser.parse(source).isValid ? "TypeError" : "SyntaxError"
        let lines = SourceLines(source)
        var traceback = errors.prefix(maximumDiagnosticsShown).flatMap { diagnostic in
            diagnostic.rendered(file: "cell", lines: lines).split(separator: "\n", omittingEmptySubsequences: false)
                .dropLast().map(String.init)
        }
        if errors.count > maximumDiagnosticsShown {
            traceback.append("cell: note: \(errors.count - maximumDiagnosticsShown) more errors not shown")
        }
        return ExecutionError(name: name, value: "\(first.range.start): \(first.message)", traceback: traceback)
    }

    /// The Jupyter error of a runtime error: swiftc's `file:line: Fatal error: message` and the
    /// line. The file is `cell` for the code of the cell that ran (`source`); for code declared in
    /// an earlier cell of `session` (a function, a view's `body`), it is that cell's name
    /// (`In[1]:4: Fatal error: …`, value `In[1], line 4: …`) and the line quoted is that cell's.
    static func runtimeFailure(_ error: RuntimeError, source: String, session: Lang.Session? = nil) -> ExecutionError {
        let earlier = session?.earlierCell(of: error)
        let file = earlier.map { $0.name ?? "an earlier cell" }
        let place = error.line > 0 ? "\(file ?? "cell"):\(error.line): " : file.map { "\($0): " } ?? ""
        var traceback = ["\(place)Fatal error: \(error.message)"]
        if let line = SourceLines(earlier?.source ?? source).line(error.line) {
            traceback.append(String(String.UnicodeScalarView(line)))
        }
        let value = switch (file, error.line > 0) {
        case (nil, true): "line \(error.line): \(error.message)"
        case (let file?, true): "\(file), line \(error.line): \(error.message)"
        case (let file?, false): "\(file): \(error.message)"
        case (nil, false): error.message
        }
        return ExecutionError(name: error.kind.rawValue, value: value, traceback: traceback)
    }

    /// A cell interrupted before it ran (while the kernel was still checking its library): the
    /// interrupt's error, as a cell interrupted while it was being checked gets.
    public static func interruptedBeforeRunning(_ request: ExecuteRequest) -> ExecutionOutcome {
        .failure(runtimeFailure(RuntimeError("interrupted", line: 0, kind: .interrupt), source: request.code))
    }

    /// The Jupyter error of a failure while the cell's result was drawn (its figure, animation or
    /// text): a runtime error, the interrupt or the memory budget (`InterruptError`,
    /// `MemoryError`), else a `RenderError`. One that names no line (a frame's negative width
    /// found while laying out) is placed at the cell's last statement, whose value was drawn.
    static func drawingFailure(_ error: any Error, source: String, session: Lang.Session? = nil) -> ExecutionError {
        var runtimeError: RuntimeError
        switch (error as? RuntimeError, (error as? any ResourceLimitedError)?.limit) {
        case (let error?, _): runtimeError = error
        case (nil, .interrupted?): runtimeError = RuntimeError("\(error)", line: 0, kind: .interrupt)
        case (nil, .memory?): runtimeError = RuntimeError("\(error)", line: 0, kind: .memory)
        case (nil, nil): return ExecutionError(name: "RenderError", value: "\(error)", traceback: ["RenderError: \(error)"])
        }
        if runtimeError.line == 0, let last = Parser.parse(source).file.statements.last {
            runtimeError.line = last.range.start.line
        }
        return runtimeFailure(runtimeError, source: source, session: session)
    }
}
