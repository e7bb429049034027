import Canvas
import Foundation
import Geometry
import Testing
@testable import Render

/// The two-level render cache: memory hits, disk hits from a fresh cache, the size bound.
struct RenderCacheTests {
    private static func temporaryDirectory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("shapebook-render-cache-\(UUID().uuidString)")
    }

    private static let figure = FigureCatalogue.all.first { $0.name == "fill-star" }!.figure

    @Test func secondRenderHitsMemory() throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = RenderCache(directory: directory)
        let renderer = Renderer(cache: cache)
        let first = try renderer.png(Self.figure)
        let second = try renderer.png(Self.figure)
        #expect(first == second)
        #expect(cache.statistics == RenderCache.Statistics(memoryHits: 1, diskHits: 0, renders: 1))
        _ = try renderer.svg(Self.figure)
        _ = try renderer.svg(Self.figure)
        #expect(cache.statistics.renders == 2 && cache.statistics.memoryHits == 2)
    }

    @Test func freshCacheHitsDisk() throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let bytes = try Renderer(cache: RenderCache(directory: directory)).png(Self.figure)
        let fresh = RenderCache(directory: directory)
        #expect(try Renderer(cache: fresh).png(Self.figure) == bytes)
        #expect(fresh.statistics == RenderCache.Statistics(memoryHits: 0, diskHits: 1, renders: 0))
    }

    @Test func changedFigureRendersAgain() throws {
        let cache = RenderCache(directory: nil)
        let renderer = Renderer(cache: cache)
        _ = try renderer.png(Self.figure)
        var moved = Self.figure
        moved.displayList.background = .white
        _ = try renderer.png(moved)
        var rescaled = Self.figure
        rescaled.scale = 1
        _ = try renderer.png(rescaled)
        var renamed = Self.figure
        renamed.description = "another name, same drawing"
        _ = try renderer.png(renamed)
        #expect(cache.statistics.renders == 3 && cache.statistics.memoryHits == 1)
    }

    @Test func diskSizeBoundEvictsOldest() throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let one = try Renderer().png(Self.figure).count
        let cache = RenderCache(directory: directory, diskBudget: one * 5 / 2)
        let renderer = Renderer(cache: cache)
        for scale in [2.0, 2.01, 2.02, 2.03] {
            var figure = Self.figure
            figure.scale = scale
            _ = try renderer.png(figure)
            Thread.sleep(forTimeInterval: 0.02)
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        let total = try files.reduce(0) { total, name in
            total + ((try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(name).path)[.size] as? Int) ?? 0)
        }
        #expect(total <= one * 5 / 2)
        #expect(!files.isEmpty && files.count < 4)
        // The newest rendering survived: a fresh cache finds it on disk.
        var newest = Self.figure
        newest.scale = 2.03
        let fresh = RenderCache(directory: directory)
        _ = try Renderer(cache: fresh).png(newest)
        #expect(fresh.statistics.diskHits == 1)
    }

    @Test func memoryBudgetEvictsLeastRecentlyUsed() throws {
        let size = try Renderer().png(Self.figure).count
        let cache = RenderCache(memoryBudget: size * 3 / 2, directory: nil)
        let renderer = Renderer(cache: cache)
        var other = Self.figure
        other.displayList.background = .white
        _ = try renderer.png(Self.figure)
        _ = try renderer.png(other)        // evicts the first
        _ = try renderer.png(Self.figure)  // rendered again
        #expect(cache.statistics.renders == 3 && cache.statistics.memoryHits == 0)
    }

    @Test func concurrentRendersShareOneCache() async throws {
        let cache = RenderCache(directory: nil)
        let renderer = Renderer(cache: cache)
        let figures = FigureCatalogue.all.prefix(6).map(\.figure)
        let results = try await withThrowingTaskGroup(of: [UInt8].self) { group in
            for index in 0..<24 {
                let figure = figures[index % figures.count]
                group.addTask { try renderer.png(figure) }
            }
            return try await group.reduce(into: [[UInt8]]()) { $0.append($1) }
        }
        #expect(results.count == 24)
        let statistics = cache.statistics
        #expect(statistics.memoryHits + statistics.renders == 24)
        #expect(statistics.renders >= 6)
        // Every rendering of a figure is byte-identical, cached or not.
        for figure in figures { #expect(try renderer.png(figure) == (try Renderer().png(figure))) }
    }

    @Test func keysAreStableAcrossProcesses() {
        // A fixed figure has a fixed key: this literal must only change with `Renderer.outputVersion`
        // or with the settings the key hashes (the large-image threshold left it when figure
        // deflate became the only compressor of figures at every size).
        let figure = TestShapes.figure(10, 10, scale: 2, [.fill(path: TestShapes.rectangle(Rect(x: 1, y: 1, width: 5, height: 5)),
                                                                 paint: .solid(.black), rule: .nonZero)])
        let key = Renderer().cacheKey(figure, format: "png")
        #expect(key.count == 32 + 4 && key.hasSuffix(".png"))
        #expect(key == Renderer().cacheKey(figure, format: "png"))
        #expect(key != Renderer().cacheKey(figure, format: "svg"))
        #expect(key == Self.pinnedKey, "the key changed: bump Renderer.outputVersion if the output did")
    }

    static let pinnedKey = "e40ff2de788117576970d7e706dfc25d.png"
}
