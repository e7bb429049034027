import Testing
import Canvas
import Geometry
@testable import Lang

/// Patterns of the twentieth set of SwiftUI code from public repositories (docs/real-code.md),
/// written here in our own words.
@Suite struct RealCodeTwentiethSetTests {
    func drawn(_ source: String) throws -> DisplayList { try SurfaceCompletionTests.drawn(source) }

    /// A ruler of segments in `ScrollView { LazyVStack(spacing: 0) { ForEach(…) } }` ("cannot find
    /// 'LazyVStack' in scope" before): a lazy stack stacks as `VStack` does and takes the whole
    /// width it is offered (a `VStack` hugs its widest view), lining its views up in it by its
    /// alignment; a `LazyHStack` likewise takes the whole height.
    @Test func aLazyStackTakesTheLengthItIsOfferedAcrossItsAxis() throws {
        let stacked = try filledRects(drawnBy: """
            LazyVStack(spacing: 4) {
                Rectangle().fill(.red).frame(width: 20, height: 10)
                Rectangle().fill(.blue).frame(width: 40, height: 10)
            }
            .background(Color.green)
            .frame(width: 100)
            """)
        // The green ground is the stack: 100 wide (a VStack would be 40), 24 high.
        #expect(stacked.map(\.size) == [Size(width: 100, height: 24), Size(width: 20, height: 10), Size(width: 40, height: 10)])
        #expect(stacked.count == 3)
        if stacked.count == 3 {
            #expect(stacked[1].minX == 40 && stacked[1].minY == 0)
            #expect(stacked[2].minX == 30 && stacked[2].minY == 14)
        }
        let leading = try filledRects(drawnBy: """
            LazyVStack(alignment: .leading) { Rectangle().fill(.red).frame(width: 20, height: 10) }.frame(width: 100)
            """)
        #expect(leading.map(\.minX) == [0])
        let row = try filledRects(drawnBy: """
            LazyHStack(alignment: .bottom, spacing: 0) {
                Rectangle().fill(.red).frame(width: 10, height: 20)
                Rectangle().fill(.blue).frame(width: 10, height: 30)
            }
            .frame(height: 50)
            """)
        #expect(row.map(\.maxY) == [50, 50])
        #expect(row.map(\.minX) == [0, 10])
    }

    /// A temperature's "℃" in `.font(.system(size: 100, weight: .bold, design: .rounded))`: the
    /// rounded face (Quicksand) has no glyph for it and drew its empty box; a character the
    /// design's face lacks now comes from the design's next family (DejaVu Sans), as Core Text
    /// falls back to another font.
    @Test func aCharacterTheRoundedFaceLacksComesFromTheFallbackFace() throws {
        let rounded = Canvas.Font.system(size: 40, weight: .regular, design: .rounded)
        let line = try FontLibrary.shared.layoutLine("2℃", font: rounded)
        #expect(line.glyphs.count == 2)
        #expect(line.glyphs.map(\.fallback) == [0, 1])
        #expect(line.glyphs.allSatisfy { $0.index != 0 })
        // The degree sign's glyph is DejaVu Sans's: as wide as there, at the rounded font's size.
        let dejaVu = try FontLibrary.shared.layoutLine("℃", font: .system(size: 40, weight: .regular, design: .default))
        let two = try FontLibrary.shared.layoutLine("2", font: rounded)
        #expect(abs(line.width - two.width - dejaVu.width) < 1e-9)
        // Its outline is drawn: the path of the pair is wider than the "2" alone by about the glyph.
        let pair = try FontLibrary.shared.path(for: line, font: rounded, baselineOrigin: Point(x: 0, y: 40)).boundingRect
        let alone = try FontLibrary.shared.path(for: two, font: rounded, baselineOrigin: Point(x: 0, y: 40)).boundingRect
        #expect(pair.maxX > alone.maxX + 0.6 * dejaVu.width)
        // A face that has every character is drawn as before, from itself.
        #expect(try FontLibrary.shared.layoutLine("23", font: rounded).glyphs.map(\.fallback) == [0, 0])
    }

    /// A speedometer's `Text(…).contentTransition(.numericText())` and a widget's
    /// `.contentTransition(.numericText())`, `.fontWidth(.compressed)` and `.widgetURL(…)` ("value
    /// of type 'Text' has no member 'contentTransition'", "cannot find type 'TimelineEntry' in
    /// scope" before): a figure shows the content as it is (in its width since session 31), and a
    /// widget's entry type conforms to WidgetKit's `TimelineEntry`.
    @Test func aWidgetsEntryAndItsTransitionsDrawTheViewAsItIs() throws {
        let plain = try drawn("Text(\"42\").font(.title)")
        #expect(try drawn("Text(\"42\").contentTransition(.numericText()).font(.title)") == plain)
        #expect(try drawn("Text(\"42\").font(.title).contentTransition(.numericText(value: 42))") == plain)
        // A width is drawn (SurfaceGapTests measures it): the same through the modifier or the font.
        #expect(try drawn("Text(\"42\").fontWidth(.compressed).font(.title)") == drawn("Text(\"42\").font(.title.width(.compressed))"))
        #expect(try drawn("Text(\"42\").font(.title.width(.condensed))") != plain)
        #expect(try drawn("Text(\"42\").font(.title).widgetURL(URL(string: \"app://day\"))") == plain)
        #expect(SurfaceCompletionTests.printed("""
            import WidgetKit
            struct DayEntry: TimelineEntry { let date: Date }
            func day(of entry: some TimelineEntry) -> Double { entry.date.timeIntervalSince1970 }
            print(day(of: DayEntry(date: Date(timeIntervalSince1970: 86_400))))
            """) == "86400.0\n")
    }
}
