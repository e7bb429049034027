import Canvas
import Foundation
import Geometry
import Testing
@testable import Render

/// A render split into bands of rows on parallel threads must give exactly the pixels of the
/// one-thread render, wherever the splits fall.
struct BandedRenderTests {
    /// The split sets tried on a figure `height` rows tall whose first drawn row is `firstInk`:
    /// a one-row band at the top and at the bottom, an odd row near the middle, two splits
    /// around the first drawn row (an anti-aliased edge) making a band of one row there, and a
    /// split every seven rows.
    static func splitSets(height: Int, firstInk: Int) -> [[Int]] {
        [[1], [height - 1], [height / 2 | 1], [firstInk, firstInk + 1],
         Array(stride(from: 3, to: height, by: 7))]
    }

    /// The first row holding a pixel other than the top-left one's colour, or the middle row.
    static func firstInkRow(of pixmap: Pixmap) -> Int {
        let background = pixmap.pixel(x: 0, y: 0).map { [$0.red, $0.green, $0.blue, $0.alpha] } ?? []
        for y in 0..<pixmap.height {
            for x in 0..<pixmap.width {
                if let p = pixmap.pixel(x: x, y: y), [p.red, p.green, p.blue, p.alpha] != background { return y }
            }
        }
        return pixmap.height / 2
    }

    @Test func everyCatalogueFigureIsByteIdenticalInBands() throws {
        var oneThread = Renderer()
        oneThread.bandSplitRows = []
        var compared = 0
        for entry in FigureCatalogue.everything {
            let reference = try oneThread.pixmap(entry.figure)
            let firstInk = Self.firstInkRow(of: reference)
            for splits in Self.splitSets(height: reference.height, firstInk: firstInk) {
                var banded = Renderer()
                banded.bandSplitRows = splits
                let pixels = try banded.pixmap(entry.figure)
                #expect(pixels == reference, "\(entry.name) split at \(splits.prefix(4))")
                compared += 1
            }
        }
        #expect(compared >= 5 * 60)
    }

    /// The first drawn row of a circle is partly covered, so the split there really falls
    /// inside an anti-aliased edge, and the banded render of it matches.
    @Test func splitInsideAnAntiAliasedEdgeMatches() throws {
        let circle = Path(ellipseIn: Rect(x: 10.3, y: 10.3, width: 80, height: 80))
        let list = DisplayList(size: Size(width: 100, height: 100),
                               items: [.fill(path: circle, paint: .solid(RGBA(red: 0, green: 0, blue: 0, alpha: 1)), rule: .nonZero)])
        let figure = Figure(displayList: list, scale: 2, description: "circle")
        var oneThread = Renderer()
        oneThread.bandSplitRows = []
        let reference = try oneThread.pixmap(figure)
        let row = Self.firstInkRow(of: reference)
        #expect(row == 20)
        let alphas = (0..<reference.width).compactMap { reference.pixel(x: $0, y: row)?.alpha }
        #expect(alphas.contains { $0 > 0 && $0 < 255 })
        #expect(!alphas.contains(255))
        var banded = Renderer()
        banded.bandSplitRows = [row, row + 1]
        #expect(try banded.pixmap(figure) == reference)
    }

    /// A figure above the automatic threshold (250,000 pixels) splits by itself and still
    /// matches the one-thread render byte for byte, as PNG too.
    @Test func automaticBandsMatchOneThread() throws {
        var items: [DisplayItem] = []
        for index in 0..<60 {
            let center = Point(x: Double(37 * index % 560) + 20, y: Double(53 * index % 560) + 20)
            let path = FigureCatalogue.blob(center: center, radius: 30, count: 7, seed: UInt64(index + 1))
            items.append(.fill(path: path, paint: .solid(RGBA(red: 0.2, green: 0.5, blue: 0.8, alpha: 0.8)), rule: .nonZero))
            items.append(.stroke(path: path, paint: .solid(RGBA(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)),
                                 style: StrokeStyle(lineWidth: 2, lineJoin: .round)))
        }
        let figure = Figure(displayList: DisplayList(size: Size(width: 600, height: 600), background: .white, items: items), scale: 2, description: "blobs")
        let twoCores = ProcessInfo.processInfo.activeProcessorCount > 1
        #expect(Rasterizer.automaticSplitRows(pixelCount: 1200 * 1200, height: 1200) == (twoCores ? [600] : []))
        #expect(Rasterizer.automaticSplitRows(pixelCount: 300 * 300, height: 300).isEmpty)
        var oneThread = Renderer()
        oneThread.bandSplitRows = []
        let automatic = Renderer()
        #expect(try automatic.pixmap(figure) == oneThread.pixmap(figure))
        #expect(try automatic.png(figure) == oneThread.png(figure))
    }
}
