import Foundation
import Synchronization

/// Loads PNG images from files and http(s) URLs, with a memory cache of decoded images and a disk
/// cache of fetched bytes (the ImageLoader of the image-loading document, Linux-native).
///
/// `loadImage(from:)` answers `.cached` from memory or starts one background task per image
/// (concurrent requests for the same image share it). `image(for:)` is the blocking form the
/// interpreter uses. Files are read directly and never copied to the disk cache.
public final class ImageLoader: Sendable {
    /// Limits on what the loader accepts, and the route its requests take.
    public struct Limits: Hashable, Sendable {
        /// Seconds an http(s) transfer may take in all (libcurl's `CURLOPT_TIMEOUT_MS`: name
        /// lookup, connection, redirects and body), and the default wait of the blocking `image(for:)`.
        public var timeout: Double = 15
        /// The most pixels (width × height) a decoded image may have: 16 megapixels, 64 MB decoded.
        public var maximumPixelCount = 16 << 20
        /// The most encoded bytes read from a file or a response.
        public var maximumByteCount = 64 << 20
        /// The most decoded sample bytes the memory cache keeps.
        public var memoryCacheBytes = 256 << 20
        /// Through which proxy http(s) requests go: by default the one the environment names.
        public var proxy: ProxyRoute = .environment

        public init() {}
    }

    /// The loader's mutable state: the memory cache, loads under way and the network fetch count.
    struct State: ~Copyable {
        var memory: MemoryImageCache
        var inFlight: [String: Task<ImagePixels, any Error>] = [:]
        var networkFetchCount = 0
    }

    let decoder: any ImageDecoding
    let diskCache: DiskImageCache?
    public let workingDirectory: String?
    /// The loader's limits.
    public let limits: Limits
    let state: Mutex<State>

    /// A loader decoding with `decoder`.
    ///
    /// - Parameters:
    ///   - diskCache: where fetched bytes are kept; nil keeps them only in memory.
    ///   - workingDirectory: what relative paths resolve against; nil means the process's
    ///     current directory at the time of each load.
    public init(decoder: any ImageDecoding,
                diskCache: DiskImageCache? = DiskImageCache(directory: DiskImageCache.defaultDirectory),
                workingDirectory: String? = nil, limits: Limits = Limits()) {
        self.decoder = decoder
        self.diskCache = diskCache
        self.workingDirectory = workingDirectory
        self.limits = limits
        self.state = Mutex(State(memory: MemoryImageCache(capacityBytes: limits.memoryCacheBytes)))
    }

    /// The image for `source`: `.cached` from memory, or a task that reads or fetches and decodes it.
    public func loadImage(from source: ImageSource) -> LoadingImage {
        let key: String
        do {
            key = try cacheKey(for: source)
        } catch {
            return .inProgress(Task { throw error })
        }
        return state.withLock { state in
            if let image = state.memory.image(for: key) { return .cached(image) }
            if let task = state.inFlight[key] { return .inProgress(task) }
            let task = Task<ImagePixels, any Error> {
                do {
                    let image = try await self.readAndDecode(source)
                    self.state.withLock { state in
                        state.memory.insert(image, for: key)
                        state.inFlight[key] = nil
                    }
                    return image
                } catch {
                    self.state.withLock { $0.inFlight[key] = nil }
                    throw error
                }
            }
            state.inFlight[key] = task
            return .inProgress(task)
        }
    }

    /// How many http(s) requests this loader has sent (disk-cache hits send none).
    public var networkFetchCount: Int { state.withLock { $0.networkFetchCount } }

    /// Empties the memory cache (the disk cache stays).
    public func removeAllFromMemory() { state.withLock { $0.memory.removeAll() } }

    /// The memory-cache key: the URL, or the absolute path with the file's size and modification
    /// time, so that editing a file and running the cell again shows the new picture.
    func cacheKey(for source: ImageSource) throws(ImageError) -> String {
        switch source {
        case .url(let url):
            return url.absoluteString
        case .path:
            let path = try resolvedPath(source)
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            let size = (attributes?[.size] as? NSNumber)?.intValue ?? -1
            let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            return "file://\(path)#\(size)@\(date)"
        }
    }

    /// The absolute path of a `.path` source.
    func resolvedPath(_ source: ImageSource) throws(ImageError) -> String {
        guard case .path(let path) = source else { throw ImageError(.invalidSource, "\(source) is not a path") }
        guard !path.isEmpty else { throw ImageError(.invalidSource, "an image path must not be empty") }
        if let refusal = FileSystemPath.refusal(for: path) {
            throw ImageError(.invalidSource, "cannot open the image '\(FileSystemPath.escaped(path))': \(refusal)")
        }
        if path.hasPrefix("/") { return path }
        let base = workingDirectory ?? FileManager.default.currentDirectoryPath
        return URL(fileURLWithPath: base, isDirectory: true).appendingPathComponent(path).standardizedFileURL.path
    }
}
