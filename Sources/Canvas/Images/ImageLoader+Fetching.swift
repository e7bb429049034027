import Foundation

extension ImageLoader {
    /// Reads or fetches the bytes of `source`, checks them, and decodes them off the caller's thread.
    func readAndDecode(_ source: ImageSource) async throws -> ImagePixels {
        let bytes: [UInt8]
        switch source {
        case .path: bytes = try readFile(resolvedPath(source))
        case .url(let url): bytes = try await fetch(url)
        }
        try Task.checkCancellation()
        let image = try checkAndDecode(bytes, source: source)
        try Task.checkCancellation()
        return image
    }

    /// Checks the PNG header of `bytes` against the limits, then decodes them.
    func checkAndDecode(_ bytes: [UInt8], source: ImageSource) throws(ImageError) -> ImagePixels {
        try checkHeader(bytes, source: source)
        do {
            return try decoder.decodePNG(bytes)
        } catch {
            throw ImageError(.decoding, "\(source) could not be decoded: \(error)")
        }
    }

    /// The bytes of the file at `path`.
    func readFile(_ path: String) throws(ImageError) -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ImageError(.missingFile, "no image file at \(path)")
        }
        guard !isDirectory.boolValue else { throw ImageError(.missingFile, "\(path) is a directory, not an image file") }
        let size = ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
        guard size <= limits.maximumByteCount else {
            throw ImageError(.tooLarge, "\(path) is \(size) bytes; images may be at most \(limits.maximumByteCount)")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ImageError(.missingFile, "\(path) could not be read")
        }
        return [UInt8](data)
    }

    /// The bytes at `url`: from the disk cache, or fetched once and then stored there.
    func fetch(_ url: URL) async throws -> [UInt8] {
        if let cached = diskCachedBytes(for: url) { return cached }
        let bytes = try await Self.transfer(url, with: countedFetcher())
        try keepFetchedBytes(bytes, for: url)
        return bytes
    }

    /// The disk cache's bytes for `url`, when they still look like an acceptable PNG.
    func diskCachedBytes(for url: URL) -> [UInt8]? {
        guard let cached = diskCache?.bytes(for: url), (try? checkHeader(cached, source: .url(url))) != nil else {
            return nil
        }
        return cached
    }

    /// A fetcher with the loader's limits, counting the network fetch it is made for.
    func countedFetcher() -> HTTPFetcher {
        state.withLock { $0.networkFetchCount += 1 }
        return HTTPFetcher(timeout: limits.timeout, maximumByteCount: limits.maximumByteCount, proxy: limits.proxy)
    }

    /// Checks fetched bytes and stores them in the disk cache: only bytes that look like an
    /// acceptable PNG are worth keeping across sessions.
    func keepFetchedBytes(_ bytes: [UInt8], for url: URL) throws(ImageError) {
        try checkHeader(bytes, source: .url(url))
        diskCache?.store(bytes, for: url)
    }

    /// Runs `fetcher` on a thread of its own (a libcurl transfer blocks its thread, and must not
    /// hold one of the few cooperative-pool threads), stopping it when the task is cancelled.
    static func transfer(_ url: URL, with fetcher: HTTPFetcher) async throws -> [UInt8] {
        let flag = CancellationFlag()
        let bytes = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<[UInt8], any Error>) in
                startTransfer(url, with: fetcher, cancellation: flag) { result in
                    continuation.resume(with: result.mapError { error -> any Error in
                        error.kind == .cancelled ? CancellationError() : error
                    })
                }
            }
        } onCancel: {
            flag.cancel()
        }
        try Task.checkCancellation()
        return bytes
    }

    /// Starts `fetcher.get(url)` on a new thread and hands its outcome to `completion` there.
    static func startTransfer(_ url: URL, with fetcher: HTTPFetcher, cancellation: CancellationFlag,
                              completion: @escaping @Sendable (Result<[UInt8], ImageError>) -> Void) {
        let thread = Thread {
            do throws(ImageError) {
                completion(.success(try fetcher.get(url, cancellation: cancellation)))
            } catch {
                completion(.failure(error))
            }
        }
        thread.name = "shapebook-image-fetch"
        thread.start()
    }

    /// Checks the PNG signature and reads the IHDR size, refusing images over the pixel limit
    /// before libpng allocates anything for them.
    func checkHeader(_ bytes: [UInt8], source: ImageSource) throws(ImageError) {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature else {
            throw ImageError(.notAPNG, "\(source) is not a PNG file (it does not start with the PNG signature)")
        }
        func bigEndian(_ offset: Int) -> Int {
            bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        let width = bigEndian(16), height = bigEndian(20)
        guard width > 0, height > 0 else { throw ImageError(.notAPNG, "\(source) declares a \(width)×\(height) image") }
        guard width * height <= limits.maximumPixelCount else {
            throw ImageError(.tooLarge, "\(source) is \(width)×\(height) pixels; images may have at most \(limits.maximumPixelCount) pixels")
        }
    }
}
