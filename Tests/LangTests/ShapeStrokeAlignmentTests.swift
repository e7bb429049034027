import Canvas
import Geometry
import Testing
@testable import Lang

/// Issue 15's stroking return types and alignments, each checked by what is drawn:
/// `stroke(lineWidth:)` is a Shape (its pen's outline), `fill`/`stroke` chain as iOS 17's
/// `ShapeView`s do, custom `AlignmentID`s line stacks up, and text lines up on its baselines.
@Suite struct ShapeStrokeAlignmentTests {
    /// The drawn items of the last cell, in order: fills and strokes with their paths' bounds.
    enum Item: Equatable {
        case fill(Rect, RGBA?)
        case stroke(Rect, RGBA?, Double)
    }

    static func items(_ source: String) throws -> [Item] {
        let list = try SurfaceCompletionTests.drawn(source)
        return list.items.compactMap { item in
            switch item {
            case .fill(let path, let paint, _): return .fill(path.boundingRect, Self.color(paint))
            case .stroke(let path, let paint, let style): return .stroke(path.boundingRect, Self.color(paint), style.lineWidth)
            default: return nil
            }
        }
    }

    static func color(_ paint: Paint) -> RGBA? {
        if case .solid(let color) = paint { return color }
        return nil
    }

    static func named(_ name: String) throws -> RGBA { try #require(RGBA.named[name]) }

    // MARK: - Stroking

    @Test func strokeWithALineWidthIsAShapeWhoseFillIsTheRing() throws {
        // SwiftUI: `stroke(lineWidth:)` returns `some Shape`; filling it red paints the ring red
        // (drawn as the circle stroked red), not the disc.
        let ring = try Self.items("Circle().stroke(lineWidth: 10).fill(.red).frame(width: 80, height: 80)")
        try #require(ring.count == 1)
        guard case .stroke(let bounds, let color, 10) = ring[0] else { Issue.record("expected a stroke, got \(ring)"); return }
        #expect(color == (try Self.named("red")))
        #expect(abs(bounds.width - 80) < 1e-9 && abs(bounds.height - 80) < 1e-9)
        // Its path is the pen's outline: the circle grown and shrunk by half the width.
        #expect(SurfaceCompletionTests.printed("""
            let outline = Circle().stroke(lineWidth: 4).path(in: CGRect(x: 0, y: 0, width: 20, height: 20))
            print(outline.boundingRect, outline.contains(CGPoint(x: 10, y: 1)), outline.contains(CGPoint(x: 10, y: 10)))
            """) == "CGRect(origin: Foundation.CGPoint(x: -2.0, y: -2.0), size: Foundation.CGSize(width: 24.0, height: 24.0)) true false\n")
        // Stroking the stroked shape outlines both edges of the ring: one stroke whose path
        // reaches half of 12 beyond the circle.
        let twice = try Self.items("Circle().stroke(lineWidth: 12).stroke(.green, lineWidth: 2).frame(width: 80, height: 80)")
        try #require(twice.count == 1)
        guard case .stroke(let outline, _, 2) = twice[0] else { Issue.record("expected a stroke, got \(twice)"); return }
        #expect(abs(outline.width - 92) < 0.05 && abs(outline.height - 92) < 0.05)
    }

    @Test func fillAndStrokeChainAsShapeViewsDrawingOverWhatIsDrawn() throws {
        let yellow = try Self.named("yellow"), blue = try Self.named("blue"), red = try Self.named("red")
        let chained = try Self.items("Capsule().fill(.yellow).stroke(.blue, lineWidth: 8).stroke(.red, lineWidth: 2).frame(width: 80, height: 50)")
        let capsule = Rect(x: 0, y: 0, width: 80, height: 50)
        guard case .fill(let first, _)? = chained.first else { Issue.record("expected a fill first, got \(chained)"); return }
        let chainedOrigin = first.origin
        func at(_ rect: Rect) -> Rect { Rect(x: rect.origin.x - chainedOrigin.x, y: rect.origin.y - chainedOrigin.y, width: rect.width, height: rect.height) }
        #expect(chained.map { item -> Item in
            switch item {
            case .fill(let rect, let color): return .fill(at(rect), color)
            case .stroke(let rect, let color, let width): return .stroke(at(rect), color, width)
            }
        } == [.fill(capsule, yellow), .stroke(capsule, blue, 8), .stroke(capsule, red, 2)])
        // Stroke then fill: the fill covers the stroke's inner half.
        let over = try Self.items("Circle().stroke(.blue, lineWidth: 10).fill(.yellow).frame(width: 60, height: 60)")
        #expect(over.count == 2)
        if case .stroke(_, blue, 10)? = over.first, case .fill(_, yellow)? = over.last {} else { Issue.record("expected stroke then fill, got \(over)") }
    }

    @Test func aShapeViewHasNoStrokeWithoutAStyleAsInSwiftUI() {
        // `ShapeView` has `stroke(_:lineWidth:)` only; swiftc rejects the call without a style.
        let result = Lang.Session().run("let v = Circle().fill(.red).stroke(lineWidth: 2)")
        #expect(!result.diagnostics.isEmpty)
    }

    // MARK: - Custom alignments

    @Test func aCustomAlignmentLinesUpGuidesThroughNestedStacks() throws {
        let rects = try filledRects(drawnBy: """
            struct MidAccent: AlignmentID {
                static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
            }
            extension VerticalAlignment {
                static let midAccent = VerticalAlignment(MidAccent.self)
            }
            HStack(alignment: .midAccent, spacing: 10) {
                Rectangle().frame(width: 40, height: 80)
                VStack(spacing: 4) {
                    Rectangle().frame(width: 40, height: 20).alignmentGuide(.midAccent) { d in d[VerticalAlignment.center] }
                    Rectangle().frame(width: 40, height: 20)
                }
                Rectangle().frame(width: 40, height: 30).alignmentGuide(.midAccent) { d in d[.top] }
                Rectangle().frame(width: 40, height: 20).alignmentGuide(.midAccent) { d in d[.midAccent] + 5 }
            }
            .fixedSize()
            """)
        try #require(rects.count == 5)
        let line = rects[0].midY
        // The VStack's guide is its first child's (the only one that sets it), 10 down.
        #expect(rects[1].midY == line)
        #expect(rects[2].minY == rects[1].maxY + 4)
        #expect(rects[3].minY == line)
        // `d[.midAccent]` is the ID's default value (the centre): the guide is 5 below it.
        #expect(rects[4].midY == line - 5)
    }

    @Test func aCustomHorizontalAlignmentUsesItsDefaultValueForViewsThatSetNone() throws {
        let rects = try filledRects(drawnBy: """
            struct Quarter: AlignmentID {
                static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 4 }
            }
            VStack(alignment: HorizontalAlignment(Quarter.self), spacing: 0) {
                Rectangle().frame(width: 80, height: 10)
                Rectangle().frame(width: 40, height: 10)
            }
            .fixedSize()
            """)
        try #require(rects.count == 2)
        // Guides at 20 and 10 from each leading edge line up.
        #expect(rects[1].minX - rects[0].minX == 10)
    }

    // MARK: - Text baselines

    @Test func firstAndLastTextBaselinesLineUpTextOfEveryFontAndViewBottoms() throws {
        // Capitals without descenders sit on the baseline, so each text's ink ends there; a
        // view without text has its baselines at its bottom.
        let first = try filledRects(drawnBy: """
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                Text("HI").font(.largeTitle)
                Text("TEXT").font(.caption)
                Rectangle().frame(width: 10, height: 10)
                VStack(spacing: 0) { Text("TIE"); Text("LIT") }
            }
            .fixedSize()
            """)
        try #require(first.count == 5)
        let baseline = first[0].maxY
        for rect in first[1...3] { #expect(abs(rect.maxY - baseline) < 0.05) }
        // The VStack's first baseline is its first text's: LIT sits a line lower.
        #expect(first[4].maxY - baseline > 15)
        let last = try filledRects(drawnBy: """
            HStack(alignment: .lastTextBaseline, spacing: 0) {
                VStack(spacing: 0) { Text("TIE"); Text("LIT") }
                Text("TEXT").font(.caption)
            }
            .fixedSize()
            """)
        try #require(last.count == 3)
        #expect(abs(last[2].maxY - last[1].maxY) < 0.05)
        #expect(last[0].maxY < last[1].maxY - 15)
    }
}
