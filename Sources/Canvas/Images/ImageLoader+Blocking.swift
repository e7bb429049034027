import Dispatch
import Foundation
import Synchronization

extension ImageLoader {
    /// Loads `source` and waits for it: the form a synchronous interpreter calls.
    ///
    /// Nothing here waits for Swift's cooperative pool, whose few threads synchronous callers on
    /// a busy machine can hold for many seconds: files are read and decoded on the calling
    /// thread (`fileImageNow`), and a URL is fetched on a thread of its own while the caller
    /// waits in 20 ms slices, so that `isInterrupted` (the interpreter's interrupt flag) stops the
    /// transfer within that time; its bytes are decoded on the calling thread.
    ///
    /// - Parameters:
    ///   - timeout: seconds to wait for a fetch; nil waits the loader's request timeout plus 5 s.
    /// - Throws: `ImageError` (`.timeout` when the wait runs out), or `CancellationError` when
    ///   `isInterrupted` becomes true.
    public func image(for source: ImageSource, timeout: Double? = nil,
                      isInterrupted: @Sendable () -> Bool = { false }) throws -> ImagePixels {
        switch source {
        case .path:
            return try fileImageNow(source)
        case .url(let url):
            return try memoryCachedImage(for: source) {
                let bytes = try diskCachedBytes(for: url)
                    ?? fetchNow(url, wait: timeout ?? (limits.timeout + 5), isInterrupted: isInterrupted)
                return try checkAndDecode(bytes, source: source)
            }
        }
    }

    /// Fetches `url` on a thread of its own while the caller waits up to `wait` seconds, then
    /// keeps the bytes in the disk cache.
    func fetchNow(_ url: URL, wait: Double, isInterrupted: @Sendable () -> Bool) throws -> [UInt8] {
        if isInterrupted() { throw CancellationError() }
        let flag = CancellationFlag()
        let outcome = OutcomeBox()
        let semaphore = DispatchSemaphore(value: 0)
        Self.startTransfer(url, with: countedFetcher(), cancellation: flag) { result in
            outcome.value.withLock { $0 = result }
            semaphore.signal()
        }
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(max(0, min(wait, 1e6)) * 1e9)
        while semaphore.wait(timeout: .now() + .milliseconds(20)) != .success {
            if isInterrupted() {
                flag.cancel()
                throw CancellationError()
            }
            if DispatchTime.now().uptimeNanoseconds > deadline {
                flag.cancel()
                throw ImageError(.timeout, "loading \(url.absoluteString) took longer than \(wait.shortDescription) s")
            }
        }
        guard let result = outcome.value.withLock({ $0 }) else {
            throw ImageError(.cancelled, "loading \(url.absoluteString) ended without a result")
        }
        let bytes = try result.get()
        try keepFetchedBytes(bytes, for: url)
        return bytes
    }
}

extension ImageLoader {
    /// A file's image from the memory cache, or read and decoded on the calling thread.
    ///
    /// The caller is blocked either way, so a file (no network, no long wait) is read right here
    /// rather than by a background task: that task would need a thread of Swift's cooperative
    /// pool, which synchronous callers on a busy machine can hold for many seconds.
    func fileImageNow(_ source: ImageSource) throws -> ImagePixels {
        try memoryCachedImage(for: source) { try checkAndDecode(try readFile(resolvedPath(source)), source: source) }
    }

    /// The memory cache's image for `source`, or `load()`'s, then kept there.
    func memoryCachedImage(for source: ImageSource, load: () throws -> ImagePixels) throws -> ImagePixels {
        let key = try cacheKey(for: source)
        if let image = state.withLock({ $0.memory.image(for: key) }) { return image }
        let image = try load()
        state.withLock { $0.memory.insert(image, for: key) }
        return image
    }
}

/// The result a waiting thread reads once the transfer thread has finished.
private final class OutcomeBox: Sendable {
    let value = Mutex<Result<[UInt8], ImageError>?>(nil)
}
