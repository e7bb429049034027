import Dispatch
import Synchronization

extension ImageLoader {
    /// Loads `source` and waits for it: the form a synchronous interpreter calls.
    ///
    /// Waits in 20 ms slices so that `isInterrupted` (the interpreter's interrupt flag) is
    /// honoured within that time; the background task is left running for other waiters.
    ///
    /// - Parameters:
    ///   - timeout: seconds to wait; nil waits the loader's request timeout plus 5 s for decoding.
    /// - Throws: `ImageError` (`.timeout` when the wait runs out), or `CancellationError` when
    ///   `isInterrupted` becomes true.
    public func image(for source: ImageSource, timeout: Double? = nil,
                      isInterrupted: @Sendable () -> Bool = { false }) throws -> ImagePixels {
        let task: Task<ImagePixels, any Error>
        switch loadImage(from: source) {
        case .cached(let image): return image
        case .inProgress(let running): task = running
        }
        let outcome = OutcomeBox()
        let semaphore = DispatchSemaphore(value: 0)
        Task {
            let result = await task.result
            outcome.value.withLock { $0 = result }
            semaphore.signal()
        }
        let wait = timeout ?? (limits.timeout + 5)
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(max(0, wait) * 1e9)
        while true {
            if isInterrupted() { throw CancellationError() }
            if semaphore.wait(timeout: .now() + .milliseconds(20)) == .success { break }
            if DispatchTime.now().uptimeNanoseconds > deadline {
                throw ImageError(.timeout, "loading \(source) took longer than \(wait) s")
            }
        }
        guard let result = outcome.value.withLock({ $0 }) else {
            throw ImageError(.cancelled, "loading \(source) ended without a result")
        }
        return try result.get()
    }
}

/// The result a waiting thread reads once the background task has finished.
private final class OutcomeBox: Sendable {
    let value = Mutex<Result<ImagePixels, any Error>?>(nil)
}
