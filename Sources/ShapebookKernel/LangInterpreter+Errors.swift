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
    /// (`RuntimeError`, `InterruptError`, `LimitError`, `MemoryError`) and names its line.
    static func failure(of result: Lang.CellResult, source: String) -> ExecutionError? {
        if let error = result.runtimeError { return runtimeFailure(error, source: source) }
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

    /// The Jupyter error of a runtime error: swiftc's `file:line: Fatal error: message` and the line.
    static func runtimeFailure(_ error: RuntimeError, source: String) -> ExecutionError {
        let name = error.kind.rawValue
        let place = error.line > 0 ? "cell:\(error.line): " : ""
        var traceback = ["\(place)Fatal error: \(error.message)"]
        if let line = SourceLines(source).line(error.line) { traceback.append(String(String.UnicodeScalarView(line))) }
        let value = error.line > 0 ? "line \(error.line): \(error.message)" : error.message
        return ExecutionError(name: name, value: value, traceback: traceback)
    }
}
