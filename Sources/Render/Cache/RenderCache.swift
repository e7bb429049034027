import Canvas
import Foundation
import Synchronization

/// Encoded renderings (PNG bytes, SVG text) kept in two levels, as the image-loading seed
/// document keeps images: a byte-bounded in-memory LRU in front of an on-disk cache.
///
/// Keys are stable 128-bit hashes of the display list, scale and format (`StableHasher`), so
/// the disk cache survives kernel restarts: re-running an unchanged cell, even in a new session,
/// does not rasterize again. The disk level lives under `$XDG_CACHE_HOME/shapebook/render`
/// (or `~/.cache/shapebook/render`), one file per rendering, and is kept under a total size by
/// deleting the files least recently used (oldest modification time; a hit touches the file).
///
/// Thread-safe: the memory level and the statistics sit behind a `Mutex`; disk files are written
/// to a temporary name and renamed into place, so a reader never sees half a file.
public final class RenderCache: Sendable {
    /// How often each level answered, and how many renderings had to be made.
    public struct Statistics: Hashable, Sendable {
        /// Lookups answered from memory.
        public var memoryHits = 0
        /// Lookups answered from disk (and then kept in memory).
        public var diskHits = 0
        /// Lookups answered by neither: the figure was rendered.
        public var renders = 0
    }

    private struct Memory {
        var entries: [String: (bytes: [UInt8], lastUse: UInt64)] = [:]
        var totalBytes = 0
        var clock: UInt64 = 0
        var statistics = Statistics()
    }

    /// The most bytes the memory level holds.
    public let memoryBudget: Int
    /// The disk level's directory, or nil for a memory-only cache.
    public let directory: URL?
    /// The most bytes the disk level holds.
    public let diskBudget: Int
    private let memory = Mutex(Memory())
    /// The disk level's files and the ledger of their size (nil for a memory-only cache).
    private let disk: BoundedDirectory?

    /// A cache holding at most `memoryBudget` bytes in memory and `diskBudget` bytes in `directory`.
    ///
    /// - Parameter directory: where encoded renderings are stored; nil keeps them in memory only.
    public convenience init(memoryBudget: Int = 64 << 20, directory: URL? = RenderCache.defaultDirectory,
                            diskBudget: Int = 256 << 20) {
        self.init(memoryBudget: memoryBudget, directory: directory, diskBudget: diskBudget, writesBetweenScans: 256)
    }

    /// The same, listing the directory again every `writesBetweenScans` writes (tests use few).
    init(memoryBudget: Int = 64 << 20, directory: URL?, diskBudget: Int, writesBetweenScans: Int) {
        self.memoryBudget = memoryBudget
        self.directory = directory
        self.diskBudget = diskBudget
        disk = directory.map { BoundedDirectory(path: $0.path, budget: diskBudget, writesBetweenScans: writesBetweenScans) }
    }

    /// `$XDG_CACHE_HOME/shapebook/render`, else `~/.cache/shapebook/render`; nil without a home.
    public static var defaultDirectory: URL? {
        let environment = ProcessInfo.processInfo.environment
        if let base = environment["XDG_CACHE_HOME"], base.hasPrefix("/") {
            return URL(fileURLWithPath: base).appendingPathComponent("shapebook/render", isDirectory: true)
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return URL(fileURLWithPath: home).appendingPathComponent(".cache/shapebook/render", isDirectory: true)
    }

    /// The counts so far.
    public var statistics: Statistics { memory.withLock { $0.statistics } }

    /// The bytes cached under `key`, else `produce()`'s result, stored in both levels.
    ///
    /// - Parameter key: a file name: the stable hash plus an extension (`….png`).
    func bytes(for key: String, produce: () throws -> [UInt8]) rethrows -> [UInt8] {
        if let bytes = memory.withLock({ memory -> [UInt8]? in
            memory.clock += 1
            guard let entry = memory.entries[key] else { return nil }
            memory.entries[key] = (entry.bytes, memory.clock)
            memory.statistics.memoryHits += 1
            return entry.bytes
        }) {
            return bytes
        }
        if let bytes = readFromDisk(key) {
            memory.withLock { $0.statistics.diskHits += 1 }
            remember(bytes, for: key)
            return bytes
        }
        let bytes = try produce()
        memory.withLock { $0.statistics.renders += 1 }
        remember(bytes, for: key)
        writeToDisk(bytes, for: key)
        return bytes
    }

    /// Drops everything from memory (the disk level stays): for tests and memory pressure.
    public func removeAllFromMemory() {
        memory.withLock { memory in
            memory.entries.removeAll()
            memory.totalBytes = 0
        }
    }

    // MARK: - Memory level

    private func remember(_ bytes: [UInt8], for key: String) {
        guard bytes.count <= memoryBudget else { return }
        memory.withLock { memory in
            memory.clock += 1
            if let old = memory.entries[key] { memory.totalBytes -= old.bytes.count }
            memory.entries[key] = (bytes, memory.clock)
            memory.totalBytes += bytes.count
            while memory.totalBytes > memoryBudget,
                  let oldest = memory.entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
                memory.entries[oldest.key] = nil
                memory.totalBytes -= oldest.value.bytes.count
            }
        }
    }

    // MARK: - Disk level

    private func readFromDisk(_ key: String) -> [UInt8]? {
        guard let url = directory?.appendingPathComponent(key),
              let data = FileManager.default.contents(atPath: url.path) else { return nil }
        // Touch the file so that eviction by modification time keeps recently used renderings.
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: url.path)
        return [UInt8](data)
    }

    /// Stores `bytes` on disk; the directory is trimmed to the budget when its ledger says it is
    /// over, and rescanned every `writesBetweenScans` writes (`BoundedDirectory`). Failures only
    /// lose the cache entry: rendering never fails because the cache directory is unwritable.
    private func writeToDisk(_ bytes: [UInt8], for key: String) {
        disk?.store(bytes, as: key)
    }

    /// Lists the directory, deletes the least recently used files until it holds at most
    /// `diskBudget` bytes, and starts the ledger from what is left.
    func trimDisk() {
        disk?.trim()
    }
}
