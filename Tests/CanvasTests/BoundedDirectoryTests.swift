import Canvas
import Foundation
import Testing

/// The directory ledger both disk caches keep: the listing itself, what counts toward a budget,
/// and the image cache's bound (the render cache's ledger is tested through it, in RenderTests).
struct BoundedDirectoryTests {
    private static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shapebook-bounded-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    private static func totalBytes(in directory: URL, suffix: String = "") -> Int {
        DiskDirectory.regularFiles(in: directory.path).filter { $0.name.hasSuffix(suffix) }.reduce(0) { $0 + $1.size }
    }

    @Test func listingSkipsTemporaryFilesAndDirectories() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("nested"), withIntermediateDirectories: true)
        try Data(count: 10).write(to: directory.appendingPathComponent("a.png"))
        try Data(count: 25).write(to: directory.appendingPathComponent("b.svg"))
        try Data(count: 99).write(to: directory.appendingPathComponent(".b.svg.1234.tmp"))
        let files = DiskDirectory.regularFiles(in: directory.path).sorted { $0.name < $1.name }
        #expect(files.map(\.name) == ["a.png", "b.svg"])
        #expect(files.map(\.size) == [10, 25])
        #expect(files.allSatisfy { $0.modified > 1_700_000_000 * 1_000_000_000 })
        #expect(DiskDirectory.regularFiles(in: directory.appendingPathComponent("missing").path).isEmpty)
    }

    @Test func storeCreatesTheDirectoryAndReplacesAFileWhole() throws {
        let parent = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let directory = parent.appendingPathComponent("not/yet")
        let bounded = BoundedDirectory(path: directory.path, budget: 1_000)
        #expect(bounded.store([1, 2, 3], as: "a.png"))
        #expect(bounded.store([4, 5], as: "a.png"))
        #expect(FileManager.default.contents(atPath: directory.appendingPathComponent("a.png").path) == Data([4, 5]))
        // No temporary file is left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["a.png"])
        #expect(!BoundedDirectory(path: "/proc/shapebook-nowhere", budget: 10).store([1], as: "x.png"))
    }

    @Test func onlyCountedFilesAreTrimmedOldestFirst() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // Someone else's file in the directory, larger than the whole budget, is not the cache's.
        try Data(count: 5_000).write(to: directory.appendingPathComponent("notes.txt"))
        let bounded = BoundedDirectory(path: directory.path, budget: 250, counts: { $0.hasSuffix(".png") })
        for index in 0..<5 {
            bounded.store([UInt8](repeating: UInt8(index), count: 100), as: "\(index).png")
            Thread.sleep(forTimeInterval: 0.01)  // distinct modification times
        }
        #expect(Self.totalBytes(in: directory, suffix: ".png") <= 250)
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("4.png").path))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("0.png").path))
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("notes.txt").path))
    }

    @Test func anotherProcesssFilesAreCountedAtTheNextScan() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let bounded = BoundedDirectory(path: directory.path, budget: 400, writesBetweenScans: 3)
        bounded.store([UInt8](repeating: 1, count: 100), as: "mine-0.png")  // the first write lists
        let foreign = directory.appendingPathComponent("theirs.png")
        try Data(count: 600).write(to: foreign)
        bounded.store([UInt8](repeating: 2, count: 100), as: "mine-1.png")
        bounded.store([UInt8](repeating: 3, count: 100), as: "mine-2.png")
        // Within the ledger's budget: nothing listed, nothing deleted.
        #expect(FileManager.default.fileExists(atPath: foreign.path))
        bounded.store([UInt8](repeating: 4, count: 100), as: "mine-3.png")
        // The third write since the scan lists again and trims to the budget.
        #expect(Self.totalBytes(in: directory) <= 400)
    }

    @Test func theImageCacheStaysWithinItsCapacity() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = DiskImageCache(directory: directory, capacityBytes: 1_000)
        for index in 0..<8 {
            let url = URL(string: "https://example.com/\(index).png")!
            cache.store([UInt8](repeating: UInt8(index), count: 300), for: url)
            #expect(cache.bytes(for: url)?.count == 300)
            #expect(Self.totalBytes(in: directory) <= 1_000, "after store \(index)")
        }
    }
}
