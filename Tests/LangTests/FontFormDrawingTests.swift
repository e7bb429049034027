import Canvas
import Geometry
import Testing
@testable import Lang

/// Issue 15's font forms through Lang, checked by what they draw: each text style draws as the
/// system font of its Dynamic Type size and weight (Apple's HIG, iOS "Large"), a style with a
/// design and weight as the same font spelled by size, `.bold()` as `.fontWeight(.bold)`,
/// `.italic()` slanting the glyphs, and `.kerning` widening a line as `.tracking` does.
@Suite struct FontFormDrawingTests {
    /// Each style and the font it stands for, spelled by size and weight.
    static let styles: [(style: String, system: String)] = [
        (".largeTitle", ".system(size: 34)"),
        (".title", ".system(size: 28)"),
        (".title2", ".system(size: 22)"),
        (".title3", ".system(size: 20)"),
        (".headline", ".system(size: 17, weight: .semibold)"),
        (".body", ".system(size: 17)"),
        (".callout", ".system(size: 16)"),
        (".subheadline", ".system(size: 15)"),
        (".footnote", ".system(size: 13)"),
        (".caption", ".system(size: 12)"),
        (".caption2", ".system(size: 11)"),
        (".system(.title, design: .rounded, weight: .bold)", ".system(size: 28, weight: .bold, design: .rounded)"),
        (".system(.body, design: .monospaced)", ".system(size: 17, design: .monospaced)"),
    ]

    @Test(arguments: styles.indices)
    func aTextStyleDrawsAsItsSizeAndWeight(_ index: Int) throws {
        let (style, system) = Self.styles[index]
        let styled = try SurfaceCompletionTests.drawn("Text(\"Hamburg 42\").font(\(style))")
        let sized = try SurfaceCompletionTests.drawn("Text(\"Hamburg 42\").font(\(system))")
        #expect(styled == sized, "\(style) vs \(system)")
    }

    /// The styles run from largest to smallest, so their lines do too.
    @Test func stylesAreOrderedBySize() throws {
        let heights = try ["largeTitle", "title", "title2", "title3", "body", "callout", "subheadline", "footnote", "caption", "caption2"]
            .map { try SurfaceCompletionTests.drawn("Text(\"Hg\").font(.\($0))").size.height }
        #expect(zip(heights, heights.dropFirst()).allSatisfy { $0 > $1 }, "\(heights)")
    }

    @Test func boldIsTheBoldWeightAndDiffersFromRegular() throws {
        let bold = try SurfaceCompletionTests.drawn("Text(\"Weight\").bold()")
        #expect(bold == (try SurfaceCompletionTests.drawn("Text(\"Weight\").fontWeight(.bold)")))
        #expect(bold != (try SurfaceCompletionTests.drawn("Text(\"Weight\")")))
    }

    /// An italic `l` leans right: its top sits further right of its foot than an upright `l`'s.
    @Test func italicSlantsTheGlyphs() throws {
        func lean(_ cell: String) throws -> Double {
            let list = try SurfaceCompletionTests.drawn(cell)
            guard case .fill(let path, _, _)? = list.items.first(where: { if case .fill = $0 { true } else { false } }) else {
                Issue.record("\(cell): no glyph drawn")
                return 0
            }
            let points = path.elements.compactMap { element -> Point? in
                switch element {
                case .move(let point), .line(let point): return point
                default: return nil
                }
            }
            let bounds = path.boundingRect
            let top = points.filter { $0.y < bounds.minY + bounds.height * 0.1 }.map(\.x)
            let foot = points.filter { $0.y > bounds.maxY - bounds.height * 0.1 }.map(\.x)
            guard !top.isEmpty, !foot.isEmpty else { return 0 }
            return top.reduce(0, +) / Double(top.count) - foot.reduce(0, +) / Double(foot.count)
        }
        let upright = try lean("Text(\"l\").font(.system(size: 40))")
        let italic = try lean("Text(\"l\").font(.system(size: 40)).italic()")
        // 40-point DejaVu leans about 8 points over the glyph's height in its oblique face.
        #expect(italic - upright > 3, "\(upright) → \(italic)")
    }

    /// `.kerning(k)` and `.tracking(k)` add `k` after each character of a line without ligatures.
    @Test func kerningWidensALineAsTrackingDoes() throws {
        let plain = try SurfaceCompletionTests.drawn("Text(\"ABCD\")").size.width
        let kerned = try SurfaceCompletionTests.drawn("Text(\"ABCD\").kerning(3)").size.width
        let tracked = try SurfaceCompletionTests.drawn("Text(\"ABCD\").tracking(3)").size.width
        #expect(kerned == tracked, "\(kerned) vs \(tracked)")
        #expect(abs(kerned - plain - 12) < 0.01, "\(plain) → \(kerned)")
    }
}
