import Canvas
import Foundation
import Testing
@testable import Render

/// The disk level's ledger: writes are counted without listing the directory, and what another
/// kernel wrote into the same directory is counted, and trimmed, at the next scan.
struct RenderCacheLedgerTests {
    private static let figure = FigureCatalogue.all.first { $0.name == "fill-star" }!.figure

    private static func scaled(_ scale: Double) -> Figure {
        var figure = Self.figure
        figure.scale = scale
        return figure
    }

    private static func totalBytes(in directory: URL) -> Int {
        DiskDirectory.regularFiles(in: directory.path).reduce(0) { $0 + $1.size }
    }

    @Test func anotherKernelsFilesAreCountedAtTheNextScan() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shapebook-ledger-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let one = try Renderer().png(Self.scaled(2)).count
        let cache = RenderCache(directory: directory, diskBudget: 4 * one, writesBetweenScans: 3)
        let renderer = Renderer(cache: cache)
        _ = try renderer.png(Self.scaled(2))  // the first write lists the directory
        // Another kernel's rendering, larger than the whole budget, lands in the directory.
        let foreign = directory.appendingPathComponent("0123456789abcdef0123456789abcdef.png")
        try Data(count: 6 * one).write(to: foreign)
        _ = try renderer.png(Self.scaled(2.01))
        _ = try renderer.png(Self.scaled(2.02))
        // The ledger knows three of this cache's files, under budget: nothing was listed or deleted.
        #expect(FileManager.default.fileExists(atPath: foreign.path))
        _ = try renderer.png(Self.scaled(2.03))
        // The third write since the scan lists the directory again and trims it to the budget.
        #expect(Self.totalBytes(in: directory) <= 4 * one)
        #expect(!FileManager.default.fileExists(atPath: foreign.path))
    }

    @Test func theLedgerTrimsWithoutAScanWhenItsOwnWritesExceedTheBudget() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shapebook-ledger-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let one = try Renderer().png(Self.scaled(2)).count
        let cache = RenderCache(directory: directory, diskBudget: one * 5 / 2, writesBetweenScans: 1_000)
        let renderer = Renderer(cache: cache)
        for (index, scale) in [2.0, 2.01, 2.02, 2.03, 2.04].enumerated() {
            _ = try renderer.png(Self.scaled(scale))
            #expect(Self.totalBytes(in: directory) <= one * 5 / 2 + one / 10, "after write \(index + 1)")
            Thread.sleep(forTimeInterval: 0.01)
        }
    }
}
