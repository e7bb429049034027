import Canvas
import Geometry
import Testing
@testable import Lang

/// Issue 15's `TimelineView` dates and `.gaugeStyle`, checked by what is drawn: a periodic
/// schedule's content drawn at its start date in a figure and at the schedule's dates in
/// `animate(view)`, and gauges in the accessory circular styles as rings.
@Suite struct TimelineGaugeTests {
    /// The widths of the filled rects of each frame of `source`'s animation.
    static func frameWidths(_ source: String) throws -> [[Double]] {
        let session = Lang.Session()
        let result = session.run(source)
        #expect(result.diagnostics.isEmpty && result.runtimeError == nil, "\(result.diagnostics.map(\.message)) \(String(describing: result.runtimeError))")
        let animation = try #require(try session.cellAnimation())
        return animation.frames.map { SurfaceCompletionTests.filledRects($0.displayList).map(\.width) }
    }

    @Test func aPeriodicTimelineDrawsItsStartDateInAFigure() throws {
        // 1_000 seconds after the reference date: the bar is 10 wide (1_000 mod 30 = 10).
        let rects = try SurfaceCompletionTests.filledRects(SurfaceCompletionTests.drawn("""
            TimelineView(.periodic(from: Date(timeIntervalSinceReferenceDate: 1_000), by: 1)) { context in
                Rectangle().frame(width: context.date.timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: 30), height: 5)
            }
            """))
        #expect(rects.map(\.width) == [10])
    }

    @Test func animateDrawsATimelineAtTheDatesItsScheduleGives() throws {
        // One second at 4 fps: four frames, at 0, ⅓, ⅔ and 1 s. A periodic schedule every half
        // second gives 0, 0, ½ and 1 s after its start; `.animation` gives each frame's time.
        let periodic = try Self.frameWidths("""
            animate(TimelineView(.periodic(from: Date(timeIntervalSinceReferenceDate: 10), by: 0.5)) { context in
                Rectangle().frame(width: 4 * context.date.timeIntervalSinceReferenceDate, height: 5)
            }, duration: 1, fps: 4)
            """)
        #expect(periodic.map { $0.first ?? -1 } == [40, 40, 42, 44])
        let continuous = try Self.frameWidths("""
            animate(TimelineView(.animation) { context in
                Rectangle().frame(width: 8 + 9 * context.date.timeIntervalSinceReferenceDate, height: 5)
            }, duration: 1, fps: 4)
            """)
        let widths = continuous.map { $0.first ?? -1 }
        try #require(widths.count == 4)
        for (width, expected) in zip(widths, [8.0, 11, 14, 17]) { #expect(abs(width - expected) < 1e-9) }
    }

    /// The strokes of a gauge drawn in `style`: (bounds, line width, colour).
    static func strokes(_ style: String, value: Double) throws -> [(Rect, Double, RGBA?)] {
        let list = try SurfaceCompletionTests.drawn("""
            Gauge(value: \(value), in: 0...100) { Text("Speed") } currentValueLabel: { Text("42") }
                .gaugeStyle(.\(style))
            """)
        return list.items.compactMap { item in
            guard case .stroke(let path, let paint, let strokeStyle) = item else { return nil }
            if case .solid(let color) = paint { return (path.boundingRect, strokeStyle.lineWidth, color) }
            return (path.boundingRect, strokeStyle.lineWidth, nil)
        }
    }

    @Test func anAccessoryCircularCapacityGaugeIsARingFilledClockwiseFromTheTop() throws {
        let strokes = try Self.strokes("accessoryCircularCapacity", value: 25)
        try #require(strokes.count == 2)
        let (track, width, _) = strokes[0]
        // The track: a full circle of radius (58 − 6) / 2 centred in the 58-point gauge.
        #expect(width == 6 && abs(track.width - 52) < 1e-6 && abs(track.height - 52) < 1e-6)
        // A quarter: from the top to the right, in the accent colour.
        let (arc, _, color) = strokes[1]
        #expect(color == RGBA.accent)
        #expect(abs(arc.minX - track.midX) < 1e-6 && abs(arc.minY - track.minY) < 1e-6)
        #expect(abs(arc.maxX - track.maxX) < 1e-6 && abs(arc.maxY - track.midY) < 1e-6)
    }

    @Test func anAccessoryCircularGaugeIsAnOpenRingWithAMarkerAtTheValue() throws {
        let strokes = try Self.strokes("accessoryCircular", value: 50)
        try #require(strokes.count == 2)
        let (ring, _, _) = strokes[0]
        // Three quarters of the circle, open at the bottom: its lowest points are the ends at
        // ±45° below the centre, 26·sin 45° down.
        #expect(abs(ring.width - 52) < 1e-6 && abs(ring.maxY - (ring.minY + 26 + 26 * 0.5.squareRoot())) < 1e-6)
        // Halfway: the marker sits at the top of the ring.
        let (marker, _, _) = strokes[1]
        #expect(abs(marker.midX - ring.midX) < 1e-6 && abs(marker.midY - ring.minY) < 1e-6)
    }
}
