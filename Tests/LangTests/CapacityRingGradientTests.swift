import Canvas
import Foundation
import Geometry
import Testing
@testable import Lang

/// Issue 15: a bare `Gradient` tinting the accessory circular capacity ring runs round the ring
/// from the top without wrapping at its start: the round cap before the top takes the first
/// colour, not the last. Checked in closed form on the angular gradient drawn.
@Suite struct CapacityRingGradientTests {
    /// Where on the gradient (0…1 of its turn) the angle `degrees` lies.
    static func location(of degrees: Double, start: Angle, end: Angle) -> Double {
        let turn = end.degrees - start.degrees
        var offset = (degrees - start.degrees).truncatingRemainder(dividingBy: 360)
        if offset < 0 { offset += 360 }
        return offset / turn
    }

    @Test func theStartCapTakesTheFirstColourAndTheRingRunsFromTheTop() throws {
        let paints = try OptionalViewTintTests.strokePaints("""
            Gauge(value: 0.3) { Text("T") }
                .gaugeStyle(.accessoryCircularCapacity)
                .tint(Gradient(colors: [.green, .red]))
            """)
        guard case .angularGradient(let stops, _, let start, let end)? = paints.last else {
            Issue.record("not an angular gradient: \(paints)")
            return
        }
        #expect(abs(end.degrees - start.degrees - 360) < 1e-9)
        #expect(stops.map(\.color) == [.green, .red])
        // The ring (58 points, a 6-point pen) has radius 26; its round cap reaches asin(3/26)
        // before the top (-90°). Every angle of the cap lies before the first stop: green.
        let cap = asin(3.0 / 26) * 180 / .pi
        // (The cap's farthest point lies exactly on the gradient's seam; just inside it.)
        for degrees in stride(from: -90 - cap * 0.999, through: -90, by: cap / 8) {
            #expect(Self.location(of: degrees, start: start, end: end) <= stops[0].location + 1e-9, "\(degrees)°")
        }
        // The gradient spans the ring from the top round to just short of it.
        #expect(abs(Self.location(of: -90, start: start, end: end) - stops[0].location) < 1e-9)
        #expect(stops[1].location == 1)
    }
}
