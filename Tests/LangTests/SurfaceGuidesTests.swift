import Canvas
import Geometry
import Testing
@testable import Lang

/// Issue 15's last alignment items, each checked by where things are drawn: frames, overlays
/// and backgrounds put a child's guide (a custom alignment's default, a text baseline, one set
/// inside) on their own, and stacks pass up every guide their children set.
@Suite struct SurfaceGuidesTests {
    static let third = """
        struct Third: AlignmentID {
            static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 3 }
        }
        extension VerticalAlignment {
            static let third = VerticalAlignment(Third.self)
        }

        """

    // MARK: - Frames

    @Test func aFramePutsTheChildsCustomGuideOnItsOwn() throws {
        // The frame's guide is the ID's default in the frame (90 / 3), the child's its default
        // in the child (30 / 3) or the value it sets.
        let byDefault = try filledRects(drawnBy: Self.third + """
            Rectangle().fill(.red).frame(width: 20, height: 30)
                .frame(width: 100, height: 90, alignment: Alignment(horizontal: .leading, vertical: .third))
                .background(Color.gray)
            """)
        try #require(byDefault.count == 2)
        #expect(byDefault[1].minY - byDefault[0].minY == 20)
        #expect(byDefault[1].minX == byDefault[0].minX)
        let set = try filledRects(drawnBy: Self.third + """
            Rectangle().fill(.red).frame(width: 20, height: 30).alignmentGuide(.third) { _ in 0 }
                .frame(width: 100, height: 90, alignment: Alignment(horizontal: .leading, vertical: .third))
                .background(Color.gray)
            """)
        try #require(set.count == 2)
        #expect(set[1].minY - set[0].minY == 30)
    }

    @Test func aFrameAlignedOnATextBaselinePutsTheBaselineOnItsBottom() throws {
        // A frame has no text: its baselines are at its bottom, as any view's without text.
        for (guide, text) in [("firstTextBaseline", "HI"), ("lastTextBaseline", "TOP\\nHI")] {
            let rects = try filledRects(drawnBy: """
                Text("\(text)").font(.title)
                    .frame(width: 120, height: 100, alignment: Alignment(horizontal: .leading, vertical: .\(guide)))
                    .background(Color.gray)
                """)
            try #require(rects.count >= 2)
            let ink = rects[1...].map(\.maxY).max() ?? 0
            #expect(abs(ink - rects[0].maxY) < 0.05, "\(guide): ink ends at \(ink), frame at \(rects[0].maxY)")
        }
    }

    // MARK: - Overlays and backgrounds

    @Test func anOverlayLinesUpOnTheBaseViewsBaselineAndCustomGuide() throws {
        // A rule overlaid on the first baseline: its bottom on the text's baseline, where the
        // capitals' ink ends.
        let underlined = try filledRects(drawnBy: """
            Text("HI").font(.largeTitle)
                .overlay(alignment: Alignment(horizontal: .leading, vertical: .firstTextBaseline)) {
                    Rectangle().fill(.red).frame(width: 40, height: 2)
                }
            """)
        try #require(underlined.count >= 2)
        let baseline = underlined.dropLast().map(\.maxY).max() ?? 0
        #expect(abs(underlined[underlined.count - 1].maxY - baseline) < 0.05)
        // The base view's guide set inside it (80) and the overlay's default (30 / 3).
        for (guide, expected) in [(".alignmentGuide(.third) { _ in 80 }", 70.0), ("", 20.0)] {
            let rects = try filledRects(drawnBy: Self.third + """
                Rectangle().fill(.gray).frame(width: 100, height: 90)\(guide)
                    .overlay(alignment: Alignment(horizontal: .center, vertical: .third)) {
                        Rectangle().fill(.red).frame(width: 10, height: 30)
                    }
                """)
            try #require(rects.count == 2)
            #expect(rects[1].minY - rects[0].minY == expected)
            #expect(rects[1].midX == rects[0].midX)
        }
        // A background lines up the same way, behind.
        let behind = try filledRects(drawnBy: Self.third + """
            Rectangle().fill(.gray).frame(width: 100, height: 90)
                .background(alignment: Alignment(horizontal: .leading, vertical: .third)) {
                    Rectangle().fill(.red).frame(width: 10, height: 60)
                }
            """)
        try #require(behind.count == 2)
        #expect(behind[0].minY - behind[1].minY == 10)
    }

    // MARK: - Stacks pass every guide up

    @Test func stacksPassUpTheStandardGuidesTheirChildrenSet() throws {
        // The HStack asks the VStack for its centre: the one its second child sets.
        let centre = try filledRects(drawnBy: """
            HStack(alignment: .center, spacing: 0) {
                Rectangle().frame(width: 20, height: 20)
                VStack(spacing: 0) {
                    Rectangle().frame(width: 20, height: 40)
                    Rectangle().frame(width: 20, height: 20).alignmentGuide(VerticalAlignment.center) { d in d[VerticalAlignment.center] }
                }
            }
            .fixedSize()
            """)
        try #require(centre.count == 3)
        #expect(centre[0].midY == centre[2].midY)
        // A VStack asks an HStack for its leading guide, and a ZStack for its trailing one.
        let leading = try filledRects(drawnBy: """
            VStack(alignment: .leading, spacing: 0) {
                Rectangle().frame(width: 40, height: 10)
                HStack(spacing: 0) {
                    Rectangle().frame(width: 30, height: 10)
                    Rectangle().frame(width: 30, height: 10).alignmentGuide(.leading) { d in d[.leading] }
                }
            }
            .fixedSize()
            """)
        try #require(leading.count == 3)
        #expect(leading[0].minX == leading[2].minX)
        let trailing = try filledRects(drawnBy: """
            VStack(alignment: .trailing, spacing: 0) {
                Rectangle().frame(width: 40, height: 10)
                ZStack {
                    Rectangle().frame(width: 60, height: 10)
                    Rectangle().frame(width: 20, height: 10).alignmentGuide(.trailing) { d in d[.trailing] }
                }
            }
            .fixedSize()
            """)
        try #require(trailing.count == 3)
        #expect(trailing[0].maxX == trailing[2].maxX)
    }

    @Test func deeplyNestedStacksAnswerGuidesWithoutRedoingTheirChildren() throws {
        // Each level asks its child for two guides; unmemoised, 24 levels would take 2^24 asks.
        var source = "Rectangle().frame(width: 10, height: 10).alignmentGuide(.leading) { d in 3 }"
        for level in 0..<24 {
            source = level % 2 == 0 ? "HStack(alignment: .top) { \(source) }" : "VStack(alignment: .leading) { \(source) }"
        }
        let rects = try filledRects(drawnBy: "VStack(alignment: .leading, spacing: 0) { Rectangle().frame(width: 10, height: 10)\n\(source) }.fixedSize()")
        try #require(rects.count == 2)
        #expect(rects[1].minX - rects[0].minX == -3)
    }
}
