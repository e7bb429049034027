extension Session {
    /// Runs one change of a live view as a cell runs: on the large stack, stoppable by
    /// `requestInterrupt()`, with `host` receiving its output and errors pointing into `source`.
    /// If `body` throws, the session's names, settings and random generator are put back as they
    /// were (state cells are the live view's to restore).
    func runLive<T>(host: any SessionHost, source: SourceText, _ body: @escaping (Interpreter) throws -> T) -> Result<T, CellError> {
        let work = LiveWork(interpreter: interpreter, host: host, source: source, body: body)
        interruptFlag.set(false)
        let result = onLargeStack { work.run() }
        interruptFlag.set(false)
        return result
    }
}

/// One change of a live view, carried to the large-stack thread and back.
private final class LiveWork<T>: @unchecked Sendable {
    let interpreter: Interpreter
    let host: any SessionHost
    let source: SourceText
    let body: (Interpreter) throws -> T

    init(interpreter: Interpreter, host: any SessionHost, source: SourceText, body: @escaping (Interpreter) throws -> T) {
        self.interpreter = interpreter
        self.host = host
        self.source = source
        self.body = body
    }

    func run() -> Result<T, CellError> {
        let snapshot = (values: interpreter.globals.values, constants: interpreter.globals.constants, state: interpreter.state)
        let saved = (host: interpreter.host, source: interpreter.source, live: interpreter.live)
        interpreter.host = host
        interpreter.source = source
        interpreter.undoActions = []
        interpreter.steps = 0
        interpreter.callDepth = 0
        defer {
            interpreter.host = saved.host
            interpreter.source = saved.source
            interpreter.live = saved.live
        }
        do {
            return .success(try body(interpreter))
        } catch {
            interpreter.globals.values = snapshot.values
            interpreter.globals.constants = snapshot.constants
            interpreter.state = snapshot.state
            for undo in interpreter.undoActions.reversed() { undo() }
            return .failure(Session.cellError(from: error, source: source))
        }
    }
}
