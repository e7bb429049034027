import Dispatch
import Synchronization

extension ImageLoader {
    /// Loads `source` and waits for it: the form a synchronous interpreter calls.
    ///
    /// Files are read and decoded on the calling thread (`fileImageNow`). A URL is fetched in the
    /// background, waited for in 20 ms slices so that `isInterrupted` (the interpreter's interrupt
    /// flag) is honoured within that time; the background task is left running for other waiters.
    ///
    /// - Parameters:
    ///   - timeout: seconds to wait; nil waits the loader's request timeout plus 5 s for decoding.
    /// - Throws: `ImageError` (`.timeout` when the wait runs out), or `CancellationError` when
    ///   `isInterrupted` becomes true.
    public func image(for source: ImageSource, timeout: Double? = nil,
                      isInterrupted: @Sendable () -> Bool = { false }) throws -> ImagePixels {
        if case .path = source { return try fileImageNow(source) }
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

extension ImageLoader {
    /// A file's image from the memory cache, or read and decoded on the calling thread.
    ///
    /// The caller is blocked either way, so a file (no network, no long wait) is read right here
    /// rather than by a background task: that task would need a thread of Swift's cooperative
    /// pool, which synchronous callers on a busy machine can hold for many seconds.
    func fileImageNow(_ source: ImageSource) throws -> ImagePixels {
        let key = try cacheKey(for: source)
        if let image = state.withLock({ $0.memory.image(for: key) }) { return image }
        let image = try checkAndDecode(try readFile(resolvedPath(source)), source: source)
        state.withLock { $0.memory.insert(image, for: key) }
        return image
    }
}

/// The result a waiting thread reads once the background task has finished.
private final class OutcomeBox: Sendable {
    let value = Mutex<Result<ImagePixels, any Error>?>(nil)
}
