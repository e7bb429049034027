import Canvas
import Geometry
import Testing
@testable import Lang

/// Issue 15's gauge styles of a program's own and watchOS's circular one, and the geometry a
/// figure's views are laid out with reaching the program before the figure is drawn
/// (`.onGeometryChange`, `.onAppear` inside a `GeometryReader`), each checked by what is drawn.
@Suite struct GaugeStyleGeometryChangeTests {
    // MARK: - Gauge styles

    @Test func aGaugeStyleOfYourOwnDrawsWhatItsMakeBodyReturns() throws {
        let rects = try filledRects(drawnBy: """
            struct BarStyle: GaugeStyle {
                func makeBody(configuration: Configuration) -> some View {
                    VStack(alignment: .leading, spacing: 0) {
                        Rectangle().frame(width: 100 * configuration.value, height: 10)
                        configuration.label
                        configuration.currentValueLabel.frame(width: 3, height: 3).clipped()
                    }
                }
            }
            VStack(spacing: 0) {
                Gauge(value: 30, in: 0...120) { Rectangle().frame(width: 7, height: 7) }
                Gauge(value: 2, in: 0...1) { Rectangle().frame(width: 5, height: 5) } currentValueLabel: { Rectangle() }
            }
            .gaugeStyle(BarStyle())
            .fixedSize()
            """)
        // The value as a fraction of the range (clamped to 1), then the label; the first
        // gauge's current value label is empty, the second's is there.
        #expect(rects.map(\.width) == [25, 7, 100, 5, 3])
    }

    @Test func theInnermostGaugeStyleWins() throws {
        let rects = try filledRects(drawnBy: """
            struct Dot: GaugeStyle {
                func makeBody(configuration: Configuration) -> some View { Circle().frame(width: 9, height: 9) }
            }
            HStack {
                Gauge(value: 0.5) { Text("A") }.gaugeStyle(.accessoryCircularCapacity)
                Gauge(value: 0.5) { Text("B") }
            }
            .gaugeStyle(Dot())
            """)
        #expect(rects.filter { $0.width == 9 && $0.height == 9 }.count == 1)
    }

    @Test func circularGaugeStyleIsTheOpenRingWithTheLabelInItsOpening() throws {
        func gauge(_ style: String) throws -> DisplayList {
            try SurfaceCompletionTests.drawn("""
                Gauge(value: 23, in: 0...50) { Rectangle().frame(width: 6, height: 6) }
                    currentValueLabel: { Rectangle().frame(width: 4, height: 4) }
                    .gaugeStyle(\(style))
                """)
        }
        let accessory = try gauge(".accessoryCircular")
        for style in ["CircularGaugeStyle()", ".circular"] {
            #expect(try gauge(style).items == accessory.items, "\(style)")
        }
        // The current value in the 58-point ring's centre, the label in the opening at its bottom.
        let rects = SurfaceCompletionTests.filledRects(accessory)
        let current = try #require(rects.first { $0.width == 4 }), label = try #require(rects.first { $0.width == 6 })
        #expect(abs(label.maxY - (current.midY + 29)) < 1e-9)
        #expect(abs(label.midX - current.midX) < 1e-9)
    }

    // MARK: - Geometry before the figure

    @Test func onGeometryChangeRunsWithTheLaidOutGeometryBeforeTheFigure() throws {
        let rects = try filledRects(drawnBy: """
            struct Echo: View {
                @State var measured: CGFloat = 0
                var body: some View {
                    VStack(spacing: 0) {
                        Rectangle().frame(width: 80, height: 30)
                            .onGeometryChange(for: CGFloat.self) { proxy in proxy.size.width } action: { measured = $0 }
                        Rectangle().frame(width: measured / 2, height: 10)
                    }
                    .fixedSize()
                }
            }
            Echo()
            """)
        #expect(rects.map(\.width) == [80, 40])
    }

    @Test func aSemicircleSizedByOnGeometryChangeDraws() throws {
        // Real code (snippet 94): the overlay appears once the size is known.
        let rects = try filledRects(drawnBy: """
            struct SemiCircle: View {
                @State var size: CGSize?
                var body: some View {
                    Rectangle()
                        .fill(Color.clear)
                        .overlay(alignment: .top, content: {
                            if let size {
                                Ellipse().trim(from: 0.5, to: 1).size(width: size.width, height: size.height * 2).fill(.blue)
                            }
                        })
                        .onGeometryChange(for: CGSize.self) { proxy in proxy.size } action: { newValue in size = newValue }
                }
            }
            SemiCircle().frame(width: 200, height: 100)
            """)
        let half = try #require(rects.last)
        #expect(abs(half.width - 200) < 1e-6 && abs(half.height - 100) < 1e-6)
    }

    @Test func onAppearInsideAGeometryReadersContentRunsBeforeTheFigure() throws {
        let rects = try filledRects(drawnBy: """
            struct Reader: View {
                @State var seen = 0.0
                var body: some View {
                    GeometryReader { proxy in
                        Rectangle().frame(width: 10 + seen, height: 10).onAppear { seen = proxy.size.width / 2 }
                    }
                    .frame(width: 120, height: 40)
                }
            }
            Reader()
            """)
        #expect(rects.map(\.width) == [70])
    }

    @Test func theLayoutThatRunsAReadersOnAppearPrintsNothing() throws {
        // The content runs in that layout and again in the figure's; only the figure's prints.
        let session = Lang.Session()
        let result = session.run("""
            struct Reader: View {
                @State var seen = 0.0
                var body: some View {
                    GeometryReader { proxy in
                        let _ = print("content", proxy.size.width)
                        Rectangle().frame(width: 10 + seen, height: 10).onAppear { seen = 5 }
                    }
                    .frame(width: 120, height: 40)
                }
            }
            Reader()
            """)
        #expect(result.diagnostics.isEmpty && result.runtimeError == nil)
        let (figure, printed) = try session.drawCell()
        #expect(printed == "content 120.0\n")
        #expect(SurfaceCompletionTests.filledRects(try #require(figure).displayList).map(\.width) == [15])
    }
}
