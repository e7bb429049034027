import Testing
@testable import Geometry

/// `Segment.cannotBendTighter(than:)` lets the stroker skip sampling a cubic's curvature for
/// the switches between offset and evolute; it must never claim a cubic is gentle where it is not.
struct GentleBendBoundTests {
    @Test func gentleCubicsHaveNoTightParameterAnywhere() {
        var random = SeededRandom(seed: 42)
        var gentle = 0
        for _ in 0..<2_000 {
            func point() -> Point { Point(x: random.nextDouble(in: -60...60), y: random.nextDouble(in: -60...60)) }
            let segment = Segment.cubic(point(), point(), point(), point())
            let distance = random.nextDouble(in: 0.1...6)
            guard segment.cannotBendTighter(than: distance) else { continue }
            gentle += 1
            #expect(segment.offsetCuspParameters(distance: distance).isEmpty)
            let tightest = (0...1_000).map { abs(distance * segment.curvature(at: Double($0) / 1_000)) }.max() ?? 0
            #expect(tightest < 1, "\(segment) at d = \(distance)")
        }
        // Random cubics are often gentle at these widths: the bound is not vacuous.
        #expect(gentle > 100)
    }

    @Test func aTightCubicIsNotClaimedGentle() {
        // A spike: the curve turns back within a fraction of a point.
        let spike = Segment.cubic(Point(x: 0, y: 0), Point(x: 50, y: 0), Point(x: 50, y: 1), Point(x: 0, y: 1))
        #expect(!spike.cannotBendTighter(than: 1))
        #expect(!spike.offsetCuspParameters(distance: 1).isEmpty)
        // A circular quarter arc of radius 40 is gentle at distances well under 40, not near it.
        let k = 0.5522847498 * 40
        let arc = Segment.cubic(Point(x: 40, y: 0), Point(x: 40, y: k), Point(x: k, y: 40), Point(x: 0, y: 40))
        #expect(arc.cannotBendTighter(than: 5))
        #expect(!arc.cannotBendTighter(than: 39))
    }
}
