import Canvas
import Geometry
import Testing
@testable import Lang

/// Issue 15: several views at a figure's root stand one under the other, as a preview stacks
/// them (a `TimelineView` whose content makes two views, a body of several views, a `Group`),
/// while inside a stack they splice into it and inside a `ZStack`, an overlay or a
/// `GeometryReader` they overlap as SwiftUI lays them out; checked by the frames drawn.
@Suite struct RootStackTests {
    /// The real snippet's shape (DesignCode's BlobView): a caption and a canvas at a
    /// TimelineView's root, with a modifier on the timeline.
    @Test func aTimelinesViewsAtTheRootStackAsInAVStack() throws {
        let rects = try filledRects(drawnBy: """
            struct Blob: View {
                var body: some View {
                    TimelineView(.animation) { timeline in
                        let now = timeline.date.timeIntervalSinceReferenceDate
                        Rectangle().frame(width: 40 + now, height: 20)
                        Canvas { context, size in
                            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.blue))
                        }
                        .frame(width: 100, height: 60)
                    }
                    .onAppear { }
                }
            }
            Blob()
            """)
        try #require(rects.count == 2)
        // One under the other, 8 points apart, centred as a VStack centres them.
        #expect(rects[0].size == Size(width: 40, height: 20) && rects[1].size == Size(width: 100, height: 60))
        #expect(rects[1].minY - rects[0].maxY == 8)
        #expect(rects[0].midX == rects[1].midX)
    }

    @Test func aGroupOrABodyOfSeveralViewsAtTheRootStacksWithItsModifiersOnEach() throws {
        let group = try filledRects(drawnBy: "Group { Rectangle().frame(width: 10, height: 10); Circle().frame(width: 30, height: 30) }.padding(5)")
        try #require(group.count == 2)
        // Each view is padded (the modifier applies to each), then they stack: 5 + 5 + 8 apart.
        #expect(group[1].minY - group[0].maxY == 18)
        let body = try filledRects(drawnBy: """
            struct Two: View {
                var body: some View {
                    Rectangle().frame(width: 10, height: 10)
                    Rectangle().frame(width: 20, height: 20)
                }
            }
            Two()
            """)
        #expect(body.count == 2 && body[1].minY - body[0].maxY == 8)
    }

    @Test func insideAStackAZStackOrAGeometryReaderSeveralViewsKeepTheirContainersLayout() throws {
        // In an HStack a timeline's views splice in side by side.
        let row = try filledRects(drawnBy: """
            HStack(spacing: 0) {
                TimelineView(.periodic(from: .now, by: 1)) { _ in
                    Rectangle().frame(width: 10, height: 10)
                    Rectangle().frame(width: 20, height: 20)
                }
            }
            """)
        #expect(row.count == 2 && row[1].minX == row[0].maxX)
        // In a ZStack they overlap, centred.
        let layered = try filledRects(drawnBy: """
            ZStack {
                TimelineView(.animation) { _ in
                    Rectangle().frame(width: 10, height: 10)
                    Rectangle().frame(width: 20, height: 20)
                }
            }
            """)
        #expect(layered.count == 2 && layered[0].midY == layered[1].midY && layered[0].midX == layered[1].midX)
        // A GeometryReader's content overlaps at its top leading corner.
        let reader = try filledRects(drawnBy: """
            GeometryReader { _ in
                Rectangle().frame(width: 10, height: 10)
                Rectangle().frame(width: 20, height: 20)
            }
            .frame(width: 100, height: 100)
            """)
        #expect(reader.count == 2 && reader[0].origin == reader[1].origin)
        // A ScrollView's several views stack.
        let scroll = try filledRects(drawnBy: """
            ScrollView {
                Rectangle().frame(width: 10, height: 10)
                Rectangle().frame(width: 20, height: 20)
            }
            .frame(width: 100, height: 100)
            """)
        #expect(scroll.count == 2 && scroll[1].minY - scroll[0].maxY == 8)
    }
}
