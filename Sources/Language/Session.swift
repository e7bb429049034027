import Canvas
import Foundation
import Geometry

/// One kernel's session of the shape language: names, structs, settings and the random
/// generator persist from cell to cell.
///
/// Cells are atomic: a cell that fails (syntax error, runtime error, interrupt, limit) leaves the
/// session exactly as it was before it ran. Cells run on a thread with a large stack, so deep
/// (but bounded) recursion in scripts cannot overflow the caller's stack.
public final class Session: @unchecked Sendable {
    /// The session's interrupt and memory budget, installed on the thread that runs a cell;
    /// a host installs it too while it draws the cell's result (`ResourceContext.run`).
    public let resources: ResourceContext
    let interpreter: Interpreter
    public let configuration: SessionConfiguration

    public init(configuration: SessionConfiguration = .init()) {
        self.configuration = configuration
        self.resources = ResourceContext(memoryLimit: configuration.memoryLimit)
        self.interpreter = Interpreter(configuration: configuration, resources: resources)
        interpreter.session = self
    }

    /// Runs one cell atomically: on failure the session is exactly as before the cell.
    ///
    /// The interrupt flag is cleared when the cell ends (not when it starts), so an interrupt
    /// requested just before `execute` begins still stops the cell.
    public func execute(_ source: String, host: any SessionHost) -> CellOutcome {
        let hostBox = ResultBox<any SessionHost>()
        hostBox.value = host
        let outcome = onLargeStack { () -> CellOutcome in
            guard let host = hostBox.value else { return .success(result: nil) }
            return self.resources.run { self.run(source, host: host) }
        }
        resources.clearInterrupt()
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
        resources.requestInterrupt()
    }

    private func run(_ source: String, host: any SessionHost) -> CellOutcome {
        let text = SourceText(source)
        let snapshot = (values: interpreter.globals.values, constants: interpreter.globals.constants, state: interpreter.state)
        interpreter.host = host
        interpreter.source = text
        interpreter.undoActions = []
        resources.memoryLimit = interpreter.state.memoryLimit
        do {
            let statements = try Parser.parse(source)
            let result = try interpreter.run(statements)
            let display: DisplayValue?
            do {
                display = try result.map { try interpreter.resultDisplayValue($0) }
                // Describing a value stops early when interrupted: never show what it made.
                try interpreter.tick()
            } catch {
                throw interpreter.relocated(error, at: interpreter.resultLocation ?? .start)
            }
            interpreter.live = LiveContext()
            return .success(result: display)
        } catch {
            let discarded = interpreter.globals.values
            interpreter.live = LiveContext()
            interpreter.globals.values = snapshot.values
            interpreter.globals.constants = snapshot.constants
            interpreter.state = snapshot.state
            for undo in interpreter.undoActions.reversed() { undo() }
            resources.memoryLimit = interpreter.state.memoryLimit
            releaseInBackground(consume discarded)
            return .failure(Self.cellError(from: error, source: text, interrupted: resources.isInterruptRequested))
        }
    }

    /// The error of a cell whose result its host could not draw because the session's context
    /// stopped the drawing (an interrupt, the memory limit): `InterruptError` or `MemoryError`
    /// at the line of the cell's result, placed as the cell's own errors are; nil for any other
    /// error (a figure the renderer refuses is the host's to report).
    public func resultDrawingError(_ error: any Error) -> CellError? {
        guard let limit = (error as? any ResourceLimitedError)?.limit else { return nil }
        return Self.cellError(from: LanguageError(limit, at: interpreter.resultLocation ?? .start), source: interpreter.source)
    }

    /// Releases what a failed cell made on a thread of its own (with a stack as large as the
    /// cell's: freeing a value a million levels deep recurses a million times), so that the
    /// reply, after an interrupt most of all, does not wait most of a second for it.
    func releaseInBackground<T>(_ values: consuming T) {
        let box = ResultBox<T>()
        box.value = consume values
        let thread = Thread { box.value = nil }
        thread.stackSize = configuration.stackSize
        thread.start()
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

    /// Turns any error into a `CellError` with the source line and a caret; with `interrupted`,
    /// a failure is reported as the interrupt that most likely caused it.
    static func cellError(from error: Error, source: SourceText, interrupted: Bool = false) -> CellError {
        var languageError: LanguageError
        switch error {
        case let e as LanguageError: languageError = e
        case let e as any ResourceLimitedError where e.limit != nil: languageError = LanguageError(e.limit ?? .interrupted)
        default: languageError = .runtime("\(error)")
        }
        if interrupted, languageError.kind == .runtime {
            languageError = LanguageError(kind: .interrupt, message: "interrupted", location: languageError.location)
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
