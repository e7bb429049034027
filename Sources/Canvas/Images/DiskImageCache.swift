import Foundation

/// Fetched image bytes kept on disk across sessions, one file per URL, bounded in total size.
///
/// Files are named by a stable 64-bit FNV-1a hash of the URL string (Swift's `Hasher` is seeded
/// per process, so it cannot name files). Past the bound the least recently written files go;
/// the directory is listed only when its ledger says so (`BoundedDirectory`, as the render cache
/// keeps its own), not on every store.
public struct DiskImageCache: Sendable {
    /// The directory holding the cached files.
    public let directory: URL
    /// The most bytes kept on disk.
    public let capacityBytes: Int
    /// The files and the ledger of their size; only the cache's `.png` files count.
    private let storage: BoundedDirectory

    /// A cache in `directory`, created when first written.
    public init(directory: URL, capacityBytes: Int = 256 << 20) {
        self.directory = directory
        self.capacityBytes = capacityBytes
        storage = BoundedDirectory(path: directory.path, budget: capacityBytes, counts: { $0.hasSuffix(".png") })
    }

    /// `$XDG_CACHE_HOME/shapebook/images`, or `~/.cache/shapebook/images` when that is unset.
    public static var defaultDirectory: URL {
        let environment = ProcessInfo.processInfo.environment
        let base: URL
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            base = URL(fileURLWithPath: xdg, isDirectory: true)
        } else {
            let home = environment["HOME"] ?? NSHomeDirectory()
            base = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".cache", isDirectory: true)
        }
        return base.appendingPathComponent("shapebook", isDirectory: true)
            .appendingPathComponent("images", isDirectory: true)
    }

    /// The file that holds (or would hold) the bytes fetched from `url`.
    public func fileURL(for url: URL) -> URL {
        directory.appendingPathComponent(Self.stableKey(for: url.absoluteString) + ".png")
    }

    /// The cached bytes for `url`, or nil when there are none.
    public func bytes(for url: URL) -> [UInt8]? {
        guard let data = FileManager.default.contents(atPath: fileURL(for: url).path) else { return nil }
        return [UInt8](data)
    }

    /// Writes `bytes` for `url`, keeping the directory within the bound. Failures are ignored:
    /// the disk cache is an optimisation, and a read-only home must not break a figure.
    public func store(_ bytes: [UInt8], for url: URL) {
        storage.store(bytes, as: fileURL(for: url).lastPathComponent)
    }

    /// The 64-bit FNV-1a hash of `text`'s UTF-8 bytes as 16 hex digits.
    static func stableKey(for text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
