import Canvas
import Geometry
import Testing
@testable import Lang

/// Issue 15's optional views (SwiftUI's `Optional: View`), a gauge's optional and marked value
/// labels, `onGeometryChange`'s two-argument action and gauges drawn in their tint, each
/// checked by what is drawn.
@Suite struct OptionalViewTintTests {
    /// The paints of the stroked paths, in drawing order.
    static func strokePaints(_ source: String) throws -> [Paint] {
        try SurfaceCompletionTests.drawn(source).items.compactMap { item in
            guard case .stroke(_, let paint, _) = item else { return nil }
            return paint
        }
    }

    /// The paints of the filled paths, in drawing order.
    static func fillPaints(_ source: String) throws -> [Paint] {
        try SurfaceCompletionTests.drawn(source).items.compactMap { item in
            guard case .fill(_, let paint, _) = item else { return nil }
            return paint
        }
    }

    // MARK: - Optional views

    @Test func anOptionalViewDrawsItsValueAndNilDrawsNothingNotEvenSpacing() throws {
        let rects = try filledRects(drawnBy: """
            struct Rows: View {
                var present: Color? = .red
                var absent: Color? = nil
                var body: some View {
                    VStack {
                        present.frame(width: 10, height: 10)
                        absent
                        Color.blue.frame(width: 20, height: 20)
                    }
                }
            }
            Rows()
            """)
        // The optional's modifier applies to its value; nil takes no room and no spacing.
        #expect(rects.map(\.width) == [10, 20])
        #expect(rects.count == 2 && rects[1].minY - rects[0].maxY == 8)
    }

    @Test func aGaugeStylesOptionalLabelsAreAskedWithIfLetAndUsedAsViews() throws {
        let rects = try filledRects(drawnBy: """
            struct Labels: GaugeStyle {
                func makeBody(configuration: Configuration) -> some View {
                    HStack(alignment: .top, spacing: 0) {
                        if let current = configuration.currentValueLabel {
                            current.frame(width: 3, height: 3).clipped()
                        } else {
                            Rectangle().frame(width: 2, height: 2)
                        }
                        configuration.minimumValueLabel
                        configuration.maximumValueLabel.frame(width: 4, height: 4).clipped()
                        configuration.markedValueLabels
                    }
                }
            }
            VStack(spacing: 0) {
                Gauge(value: 0.5) { Text("A") }
                Gauge(value: 0.5) { Text("B") } currentValueLabel: { Rectangle() } markedValueLabels: {
                    Rectangle().frame(width: 5, height: 5).tag(0.0)
                    Rectangle().frame(width: 6, height: 6).tag(1.0)
                }
            }
            .gaugeStyle(Labels())
            .fixedSize()
            """)
        // The first gauge has no current value (the else branch) and no marks; nil maximum
        // labels draw nothing even in a frame's clip; the second has both.
        #expect(rects.map(\.width) == [2, 3, 5, 6])
    }

    @Test func aProgressViewStylesOptionalLabelStandsInAStack() throws {
        let rects = try filledRects(drawnBy: """
            struct Column: ProgressViewStyle {
                func makeBody(configuration: Configuration) -> some View {
                    VStack(spacing: 0) {
                        configuration.label
                        configuration.currentValueLabel
                        Rectangle().frame(width: 50 * (configuration.fractionCompleted ?? 0), height: 4)
                    }
                }
            }
            VStack(spacing: 0) {
                ProgressView(value: 0.5) { Rectangle().frame(width: 7, height: 7) }
                ProgressView(value: 0.2)
            }
            .progressViewStyle(Column())
            """)
        #expect(rects.map(\.width) == [7, 25, 10])
    }

    @Test func optionalsThatAreNotViewsAreStillRejected() {
        SurfaceAgreementTests.expectRejected([
            (cell: "let n: Int? = 3\nVStack { n }", message: "struct 'ViewBuilder' requires that 'Int' conform to 'View'"),
        ])
    }

    // MARK: - onGeometryChange's two-argument action

    @Test func onGeometryChangeWithOldAndNewValuesGetsTheLaidOutValueAsBoth() throws {
        let rects = try filledRects(drawnBy: """
            struct Echo: View {
                @State var old: CGFloat = 0
                @State var new: CGFloat = 0
                var body: some View {
                    VStack(spacing: 0) {
                        Rectangle().frame(width: 80, height: 30)
                            .onGeometryChange(for: CGFloat.self) { proxy in proxy.size.width } action: { oldValue, newValue in
                                old = oldValue
                                new = newValue
                            }
                        Rectangle().frame(width: old / 2, height: 10)
                        Rectangle().frame(width: new / 4, height: 10)
                    }
                    .fixedSize()
                }
            }
            Echo()
            """)
        #expect(rects.map(\.width) == [80, 40, 20])
    }

    @Test func onGeometryChangeWantsAnEquatableValueAsSwiftUIDoes() {
        let cell = """
            struct Box { var width: CGFloat }
            Rectangle().onGeometryChange(for: Box.self) { proxy in Box(width: proxy.size.width) } action: { _ in }
            """
        let result = Lang.Session().run(cell)
        #expect(result.isRejected, "swiftc: instance method 'onGeometryChange(for:of:action:)' requires that 'Box' conform to 'Equatable'")
        #expect(result.diagnostics.map(\.message).joined().contains("Equatable"))
    }

    // MARK: - Gauges in their tint

    static func gauge(_ modifiers: String, value: Double = 0.6) -> String {
        "Gauge(value: \(value)) { Text(\"T\") } currentValueLabel: { Text(\"6\") }\(modifiers)"
    }

    @Test func circularGaugeStyleWithATintPaintsItsRingInTheTint() throws {
        let grey = Paint.solid(try #require(RGBA.uiKit["systemFill"]))
        #expect(try Self.strokePaints(Self.gauge(".gaugeStyle(CircularGaugeStyle())")).first == grey)
        #expect(try Self.strokePaints(Self.gauge(".gaugeStyle(CircularGaugeStyle(tint: .red))")).first == .solid(.red))
        // `.tint` reaches a circular gauge too; the style's own tint is nearer, so it wins.
        #expect(try Self.strokePaints(Self.gauge(".gaugeStyle(.circular).tint(.orange)")).first == .solid(.orange))
        #expect(try Self.strokePaints(Self.gauge(".gaugeStyle(CircularGaugeStyle(tint: .red)).tint(.orange)")).first == .solid(.red))
        // Apart from the ring the gauge is drawn as before.
        let plain = try SurfaceCompletionTests.drawn(Self.gauge(".gaugeStyle(.circular)")).items
        let tinted = try SurfaceCompletionTests.drawn(Self.gauge(".gaugeStyle(CircularGaugeStyle(tint: .red))")).items
        #expect(plain.count == tinted.count && plain.dropFirst().elementsEqual(tinted.dropFirst()))
    }

    @Test func aGradientTintRunsAlongTheOpenRing() throws {
        let paint = try #require(try Self.strokePaints(
            Self.gauge(".gaugeStyle(CircularGaugeStyle(tint: Gradient(colors: [.green, .red])))")).first)
        guard case .angularGradient(let stops, _, let start, let end) = paint else {
            Issue.record("not an angular gradient: \(paint)")
            return
        }
        // A turn from the bottom; the stops lie on the ring's 270° from its bottom left.
        #expect(abs(start.degrees - 90) < 1e-9 && abs(end.degrees - 450) < 1e-9)
        #expect(stops.map(\.location) == [0.125, 0.875] && stops.map(\.color) == [.green, .red])
    }

    @Test func tintPaintsTheCapacityRingAndTheBar() throws {
        let ring = try Self.strokePaints(Self.gauge(".gaugeStyle(.accessoryCircularCapacity).tint(.orange)"))
        #expect(ring == [.solid(try #require(RGBA.uiKit["systemFill"])), .solid(.orange)])
        let bar = try Self.fillPaints("Gauge(value: 0.4) { Text(\"Fuel\") }.tint(.green)")
        #expect(bar.contains(.solid(.green)) && !bar.contains(.solid(.blue)))
        let plainBar = try Self.fillPaints("Gauge(value: 0.4) { Text(\"Fuel\") }")
        #expect(plainBar.contains(.solid(.blue)))
        // Other controls take the tint too (ControlTintTests).
    }
}
