import Canvas
import Foundation

/// One kernel's session of the shape language: names, structs, settings and the random
/// generator persist from cell to cell.
///
/// Cells are atomic: a cell that fails (syntax error, runtime error, interrupt, limit) leaves the
/// session exactly as it was before it ran. Cells run on a thread with a large stack, so deep
/// (but bounded) recursion in scripts cannot overflow the caller's stack.
public final class Session: @unchecked Sendable {
    let interruptFlag = InterruptFlag()
    let interpreter: Interpreter
    public let configuration: SessionConfiguration

    public init(configuration: SessionConfiguration = .init()) {
        self.configuration = configuration
        self.interpreter = Interpreter(configuration: configuration, interruptFlag: interruptFlag)
        interpreter.session = self
    }

    /// Runs one cell atomically: on failure the session is exactly as before the cell.
    ///
    /// The interrupt flag is cleared when the cell ends (not when it starts), so an interrupt
    /// requested just before `execute` begins still stops the cell.
    public func execute(_ source: String, host: any SessionHost) -> CellOutcome {
        interruptFlag.set(false)
        let hostBox = ResultBox<any SessionHost>()
        hostBox.value = host
        let outcome = onLargeStack { () -> CellOutcome in
            guard let host = hostBox.value else { return .success(result: nil) }
            return self.run(source, host: host)
        }
        interruptFlag.set(false)
        return outcome
    }

    /// Completion candidates at `cursor` (a count of Unicode scalars): names, members after `.`,
    /// argument labels inside a call.
    public func complete(_ source: String, cursor: Int) -> CompletionResult {
        Completer(interpreter: interpreter).complete(source, cursor: cursor)
    }

    /// The signature and documentation of the name at `cursor`, or nil when there is none.
    public func inspect(_ source: String, cursor: Int) -> InspectionResult? {
        Inspector(interpreter: interpreter).inspect(source, cursor: cursor)
    }

    /// Whether the cell can run as typed, needs more lines (with an indent hint), or is invalid.
    public func isComplete(_ source: String) -> Completeness {
        CompletenessChecker.check(source)
    }

    /// Thread-safe: may be called from any thread while `execute` runs; the cell stops with an
    /// `InterruptError` within milliseconds and leaves the session as it was.
    public func requestInterrupt() {
        interruptFlag.set(true)
    }

    private func run(_ source: String, host: any SessionHost) -> CellOutcome {
        let text = SourceText(source)
        let snapshot = (values: interpreter.globals.values, constants: interpreter.globals.constants, state: interpreter.state)
        interpreter.host = host
        interpreter.source = text
        interpreter.undoActions = []
        do {
            let statements = try Parser.parse(source)
            let result = try interpreter.run(statements)
            let display: DisplayValue?
            do {
                display = try result.map { try interpreter.resultDisplayValue($0) }
            } catch let error as LanguageError {
                throw error.located(at: interpreter.resultLocation ?? .start)
            }
            interpreter.live = LiveContext()
            return .success(result: display)
        } catch {
            interpreter.live = LiveContext()
            interpreter.globals.values = snapshot.values
            interpreter.globals.constants = snapshot.constants
            interpreter.state = snapshot.state
            for undo in interpreter.undoActions.reversed() { undo() }
            return .failure(Self.cellError(from: error, source: text))
        }
    }

    /// Runs `body` on a thread whose stack is `configuration.stackSize` bytes, waiting for it.
    func onLargeStack<T>(_ body: @escaping @Sendable () -> T) -> T {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = body()
            done.signal()
        }
        thread.stackSize = configuration.stackSize
        thread.start()
        done.wait()
        guard let value = box.value else { return body() }
        return value
    }

    /// Turns any error into a `CellError` with the source line and a caret.
    static func cellError(from error: Error, source: SourceText) -> CellError {
        let languageError: LanguageError
        switch error {
        case let e as LanguageError: languageError = e
        default: languageError = .runtime("\(error)")
        }
        var traceback: [String] = []
        var first: (message: String, line: Int, column: Int)?
        for e in [languageError] + languageError.others {
            let location = e.location
            var message = location.map { "\($0.line):\($0.column): \(e.message)" } ?? e.message
            if let callSite = e.callSite, let location {
                // The error is in code from an earlier cell: name the call in this cell first.
                message = "\(callSite.line):\(callSite.column): \(e.message) (at \(location.line):\(location.column) of the cell that declared it)"
                if first == nil { first = (message, callSite.line, callSite.column) }
                traceback.append("\(e.kind.rawValue): \(message)")
                if let line = source.line(callSite.line) {
                    traceback.append("    " + line)
                    traceback.append("    " + String(repeating: " ", count: max(0, callSite.column - 1)) + "^")
                }
            }
            if first == nil { first = (message, location?.line ?? 0, location?.column ?? 0) }
            if e.callSite == nil { traceback.append("\(e.kind.rawValue): \(message)") }
            let lines = e.sourceText ?? source
            if let location, let line = lines.line(location.line) {
                if e.sourceText != nil && e.sourceText !== source { traceback.append("(in a cell run earlier)") }
                traceback.append("    " + line)
                let prefix = line.unicodeScalars.prefix(max(0, location.column - 1)).map { $0 == "\t" ? "\t" : " " }.joined()
                traceback.append("    " + prefix + "^")
            }
        }
        let head = first ?? (languageError.message, 0, 0)
        return CellError(name: languageError.kind.rawValue, message: head.message, line: head.line, column: head.column, traceback: traceback)
    }
}

/// Carries a value from the cell thread back to the caller.
private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}
