import Geometry
import Testing
@testable import Canvas

/// Images inside a text's runs (`Text(Image(…))`): laid out as one more character, an SF Symbol
/// as its placeholder in the run's font, a raster image at its pixel size on the baseline.
@Suite struct InlineImageTests {
    let library = FontLibrary.shared

    private func figure(_ runs: [TextRun], _ proposal: Size? = nil) throws -> DisplayList {
        try layoutFigure(.surface(.styledText(runs)), proposedSize: proposal, description: "").displayList
    }

    /// The figure of a symbol on its own (`Image(systemName:)`) in `color`.
    private func symbolAlone(_ color: RGBA) throws -> DisplayList {
        try layoutFigure(View.surface(.symbol("star", resizable: false)).foregroundStyle(.color(color)),
                         proposedSize: nil, description: "").displayList
    }

    @Test func aSymbolIsASymbolsPlaceholderCentredOnTheCapitals() throws {
        let list = try figure([TextRun(image: .symbol("star"))])
        let side = SymbolNode.side(for: .body)
        let metrics = try library.metrics(for: .body)
        #expect(list.size.width == side)
        let (_, descent) = InlineImage.symbol("star").placement(in: .body)
        // It reaches past DejaVu's ascender and descender (SF Pro's are longer), so the line grows by the differences.
        let above = max(side - descent - metrics.ascender, 0), below = max(descent - metrics.descender, 0)
        #expect(above > 0 && below > 0)
        #expect(abs(list.size.height - metrics.lineHeight - above - below) < 1e-9)
        guard case .fill(let path, let paint, _)? = list.items.last,
              case .fill(let alonePath, let alonePaint, _)? = try symbolAlone(.primary).items.last else {
            Issue.record("expected fills"); return
        }
        // The same placeholder as the symbol on its own, in the same paint.
        #expect(paint == alonePaint && path.controlPointBounds?.size == alonePath.controlPointBounds?.size)
        let box = try #require(path.controlPointBounds)
        // Its middle is half a capital's height above the baseline.
        #expect(abs(box.midY - (metrics.ascender + above - 17 * InlineImage.capHeight / 2)) < 1e-9)
    }

    @Test func textAfterAnImageStartsWhereItEnds() throws {
        var star = TextRun(image: .symbol("star"))
        star.foreground = .color(.red)
        let joined = try figure([star, TextRun(" 12")])
        let text = try library.layoutLine(" 12", font: .body).width
        #expect(abs(joined.size.width - SymbolNode.side(for: .body) - text) < 1e-9)
        let paints = joined.items.compactMap { item -> Paint? in if case .fill(_, let paint, _) = item { paint } else { nil } }
        guard case .fill(_, let redPaint, _)? = try symbolAlone(.red).items.last else { Issue.record("expected a fill"); return }
        #expect(paints.contains(redPaint))
    }

    @Test func aRasterImageSitsOnTheBaselineAndGrowsTheLine() throws {
        let pixels = try ImagePixels(width: 10, height: 40, samples: [UInt8](repeating: 255, count: 10 * 40 * 4))
        let list = try figure([TextRun("a"), TextRun(image: .pixels(pixels))])
        let metrics = try library.metrics(for: .body)
        let a = try library.layoutLine("a", font: .body).width
        #expect(abs(list.size.width - a - 10) < 1e-9)
        // 40 points above the baseline: the line is taller by what reaches over the ascender.
        #expect(abs(list.size.height - (metrics.lineHeight + 40 - metrics.ascender)) < 1e-9)
        guard case .image(_, let rect)? = list.items.last else { Issue.record("expected the image"); return }
        #expect(rect == Rect(x: a, y: 0, width: 10, height: 40))
    }

    @Test func aLineEndingInAnImageIsCutWithTheTextsEllipsis() throws {
        var runs = [TextRun("one two "), TextRun(image: .symbol("star"))]
        let wide = try figure(runs).size.width
        runs.append(TextRun(" three"))
        let cut = try layoutFigure(View.surface(.styledText(runs)).surfaceModifier(.text(.lineLimit(1))),
                                   proposedSize: Size(width: wide, height: 100), description: "").displayList
        #expect(cut.size.width <= wide + 1e-9)
        #expect(abs(cut.size.height - (try library.metrics(for: .body)).lineHeight) < 1e-9)
    }
}
