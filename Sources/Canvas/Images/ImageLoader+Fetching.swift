import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension ImageLoader {
    /// Reads or fetches the bytes of `source`, checks them, and decodes them off the caller's thread.
    func readAndDecode(_ source: ImageSource) async throws -> ImagePixels {
        let bytes: [UInt8]
        switch source {
        case .path: bytes = try readFile(resolvedPath(source))
        case .url(let url): bytes = try await fetch(url)
        }
        try Task.checkCancellation()
        try checkHeader(bytes, source: source)
        let image: ImagePixels
        do {
            image = try decoder.decodePNG(bytes)
        } catch {
            throw ImageError(.decoding, "\(source) could not be decoded: \(error)")
        }
        try Task.checkCancellation()
        return image
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
        if let cached = diskCache?.bytes(for: url), (try? checkHeader(cached, source: .url(url))) != nil {
            return cached
        }
        state.withLock { $0.networkFetchCount += 1 }
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: limits.timeout)
        request.httpMethod = "GET"
        let data: Data, response: URLResponse
        do {
            (data, response) = try await session.data(for: request)
        } catch let error as URLError where error.code == .timedOut {
            throw ImageError(.timeout, "fetching \(url.absoluteString) took longer than \(limits.timeout) s")
        } catch let error as URLError where error.code == .cancelled {
            throw CancellationError()
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            throw ImageError(.network, "fetching \(url.absoluteString) failed: \(error.localizedDescription)")
        }
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            let reason = HTTPURLResponse.localizedString(forStatusCode: http.statusCode)
            throw ImageError(.httpStatus, "\(url.absoluteString) answered HTTP \(http.statusCode) (\(reason))")
        }
        guard data.count <= limits.maximumByteCount else {
            throw ImageError(.tooLarge, "\(url.absoluteString) sent \(data.count) bytes; images may be at most \(limits.maximumByteCount)")
        }
        let bytes = [UInt8](data)
        // Only bytes that look like an acceptable PNG are worth keeping across sessions.
        try checkHeader(bytes, source: .url(url))
        diskCache?.store(bytes, for: url)
        return bytes
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
