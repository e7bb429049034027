import Foundation

extension Lang.Session {
    /// Runs `body` on a new thread with the cells' stack size and waits for its answer: checking
    /// and running a cell recurse as deeply as the cell nests. Nil only if the thread gave none.
    func onCellStack<T>(_ body: @escaping () -> T) -> T? {
        let box = StackBox(body)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.run()
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        done.wait()
        return box.value
    }
}

extension Lang.Session {
    /// Frees what a stopped cell made on a thread of its own with the cells' stack size, so that
    /// the reply does not wait for it: freeing a value a million levels deep recurses a million
    /// times and took seconds after an interrupt.
    func releaseInBackground(_ values: consuming [Value]) {
        let box = ReleaseBox(values)
        let thread = Thread { box.release() }
        thread.stackSize = stackSize
        thread.start()
    }
}

/// Hands values to the thread that frees them; nothing else holds the box.
private final class ReleaseBox: @unchecked Sendable {
    private var values: [Value]

    init(_ values: consuming [Value]) {
        self.values = values
    }

    func release() {
        values = []
    }
}

/// Carries a question to the big-stack thread and its answer back; the caller waits on a
/// semaphore while the thread runs, so the two never touch it at once.
private final class StackBox<T>: @unchecked Sendable {
    let body: () -> T
    var value: T?

    init(_ body: @escaping () -> T) {
        self.body = body
    }

    func run() {
        value = body()
    }
}
