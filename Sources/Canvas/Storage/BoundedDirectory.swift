import Foundation
import Synchronization

/// A directory of cache files kept under a byte budget without listing it on every write.
///
/// Listing a directory of a thousand renderings on every write cost a new figure cell 60–90 ms
/// in the kernel (docs/benchmarks.md). So a ledger holds the directory's total from the last
/// listing plus what was written since, and the directory is listed (`DiskDirectory`) and
/// trimmed only on the first write, when the ledger goes over the budget, and every
/// `writesBetweenScans` writes, to count what other processes sharing the directory wrote.
/// The render cache (Render) and the fetched-image cache (`DiskImageCache`) both keep their
/// directories so, and write their files through `store(_:as:)`. Thread-safe: the ledger sits
/// behind a `Mutex`, and files are written under names of their own and renamed into place.
package final class BoundedDirectory: Sendable {
    /// The directory's path.
    package let path: String
    /// The most bytes its counted files may hold.
    package let budget: Int
    /// After this many writes the directory is listed again.
    package let writesBetweenScans: Int
    /// Which files count toward the budget, and may be deleted to meet it, by name.
    private let counts: @Sendable (String) -> Bool
    private let ledger = Mutex(Ledger())

    /// What is known of the directory's size without listing it.
    private struct Ledger {
        /// The total at the last scan plus what was written since; nil before the first scan.
        var knownBytes: Int?
        var writesSinceScan = 0
    }

    /// A budget of `budget` bytes for the files in `path` whose names `counts` accepts (all but
    /// hidden ones by default), listed again every `writesBetweenScans` writes.
    package init(path: String, budget: Int, writesBetweenScans: Int = 256,
                 counts: @escaping @Sendable (String) -> Bool = { _ in true }) {
        self.path = path
        self.budget = budget
        self.writesBetweenScans = max(1, writesBetweenScans)
        self.counts = counts
    }

    /// Writes `bytes` as the file `name`, through a hidden temporary file renamed into place (a
    /// reader sees the old file or the new one, never half of one), creating the directory when
    /// it is missing, then counts the write.
    /// - Returns: false when the file could not be written: a cache only loses the entry.
    @discardableResult
    package func store(_ bytes: [UInt8], as name: String) -> Bool {
        let directory = URL(fileURLWithPath: path, isDirectory: true)
        let temporary = directory.appendingPathComponent(".\(name).\(UUID().uuidString).tmp")
        do {
            do {
                try Data(bytes).write(to: temporary)
            } catch {
                // The first write into a directory that does not exist yet.
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try Data(bytes).write(to: temporary)
            }
        } catch {
            return false
        }
        // rename(2) replaces an existing file atomically.
        guard rename(temporary.path, directory.appendingPathComponent(name).path) == 0 else {
            unlink(temporary.path)
            return false
        }
        recordWrite(of: bytes.count)
        return true
    }

    /// Counts a file of `bytes` just written into the directory, then lists and trims it if this
    /// is the first write, the ledger goes over the budget, or a scan is due.
    package func recordWrite(of bytes: Int) {
        let mustScan = ledger.withLock { ledger -> Bool in
            ledger.writesSinceScan += 1
            guard let known = ledger.knownBytes, ledger.writesSinceScan < writesBetweenScans else { return true }
            ledger.knownBytes = known + bytes
            return known + bytes > budget
        }
        if mustScan { trim() }
    }

    /// Lists the directory, deletes the least recently modified counted files until they hold at
    /// most `budget` bytes, and starts the ledger from what is left.
    package func trim() {
        var files = DiskDirectory.regularFiles(in: path).filter { counts($0.name) }
        var total = files.reduce(0) { $0 + $1.size }
        if total > budget {
            files.sort { $0.modified < $1.modified }
            for file in files where total > budget {
                if unlink(path + "/" + file.name) == 0 { total -= file.size }
            }
        }
        ledger.withLock { ledger in
            ledger.knownBytes = total
            ledger.writesSinceScan = 0
        }
    }
}
