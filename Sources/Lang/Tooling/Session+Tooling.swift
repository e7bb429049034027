import Foundation

extension Lang.Session {
    /// Whether `code` is ready to run, needs more lines, or cannot become valid.
    public func isComplete(_ code: String) -> Lang.Completeness {
        CompletenessChecker.check(code)
    }

    /// Completions for the word before `cursor` (an offset in Unicode scalars), given the
    /// declarations of the cells run so far.
    public func complete(_ code: String, cursor: Int) -> Lang.Completion {
        onCellStack { [self] in Completer(environment: environment).complete(code, cursor: cursor) }
    }

    /// The signature and documentation of the name at `cursor`, or nil when there is none.
    public func inspect(_ code: String, cursor: Int) -> Lang.Inspection? {
        onCellStack { [self] in Inspector(environment: environment, index: declarationIndex).inspect(code, cursor: cursor) }
    }

    /// Runs `body` on a thread with the cells' stack size: checking a half-typed cell recurses
    /// as deeply as running it.
    private func onCellStack<T>(_ body: @escaping () -> T) -> T {
        let box = ToolingBox(body)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.run()
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        done.wait()
        // The thread sets the value before it signals.
        guard let value = box.value else { return body() }
        return value
    }
}

/// Carries a tooling question to the big-stack thread and its answer back; the caller waits on a
/// semaphore while the thread runs, so the two never touch it at once.
private final class ToolingBox<T>: @unchecked Sendable {
    let body: () -> T
    var value: T?

    init(_ body: @escaping () -> T) {
        self.body = body
    }

    func run() {
        value = body()
    }
}
