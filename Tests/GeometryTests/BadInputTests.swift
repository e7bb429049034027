import Foundation
import Testing
@testable import Geometry

/// Paths with NaN, infinite and enormous coordinates: every operation must return (something
/// documented) rather than trap or hang.
func hostilePaths() -> [Path] {
    var nan = Path()
    nan.move(to: Point(x: .nan, y: 0))
    nan.addCurve(to: Point(x: 1, y: .nan), control1: Point(x: 2, y: 2), control2: Point(x: .nan, y: .nan))
    nan.closeSubpath()
    var infinite = Path()
    infinite.move(to: .zero)
    infinite.addLine(to: Point(x: .infinity, y: 0))
    infinite.addQuadCurve(to: Point(x: 0, y: -.infinity), control: Point(x: 1, y: 1))
    var enormous = Path()
    enormous.move(to: Point(x: -1e300, y: 1e300))
    enormous.addCurve(to: Point(x: 1e300, y: -1e300), control1: Point(x: 1e300, y: 1e300), control2: Point(x: -1e300, y: -1e300))
    var degenerate = Path()
    degenerate.move(to: Point(x: 3, y: 3))
    degenerate.addCurve(to: Point(x: 3, y: 3), control1: Point(x: 3, y: 3), control2: Point(x: 3, y: 3))
    degenerate.closeSubpath()
    return [nan, infinite, enormous, degenerate, Path()]
}

@Test func measuringHostilePathsReturns() {
    for path in hostilePaths() {
        _ = path.length
        _ = path.area
        _ = path.boundingRect
        _ = path.point(at: 0.5)
        #expect(path.points(count: 10).count <= 10)
        _ = path.trimmedPath(from: 0.2, to: 0.7)
        _ = path.contains(.zero)
        _ = path.contains(Point(x: 1, y: 1), rule: .evenOdd)
        #expect(path.flattened(tolerance: 0.01).allSatisfy { $0.points.count <= 65_537 * 3 })
        _ = path.svgPathData
        _ = path.swiftCode
    }
}

@Test func nonFinitePathsStrokeToNothing() {
    let paths = hostilePaths()
    #expect(!paths[0].isFinite && !paths[1].isFinite && paths[2].isFinite)
    for path in paths.prefix(2) {
        #expect(path.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .round, dash: [1, 1])).isEmpty)
    }
    for path in paths.suffix(3) {
        let outline = path.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round, dash: [3, 1]))
        #expect(outline.elements.count < 1_000_000)
    }
}

@Test func svgOutputOfNonFiniteCoordinatesStillParses() throws {
    let text = hostilePaths()[0].svgPathData
    let parsed = try Path(svgPathData: text)
    #expect(parsed.isFinite)
}

@Test func hugeCountsAreClamped() {
    let c = circle(radius: 1)
    #expect(c.points(count: Int.max).count == 100_000)
    #expect(c.points(count: Int.min).isEmpty)
}

@Test func overflowingTangentArcDrawsNoCurve() {
    var path = Path()
    path.move(to: .zero)
    path.addArc(tangent1End: Point(x: 100, y: 0), tangent2End: Point(x: 100, y: 1e-300), radius: 1e308)
    #expect(!path.elements.contains { if case .curve = $0 { true } else { false } })
}

@Test func absurdlyFineFlatteningStaysProportionalToTheSegmentCount() {
    let path = circle(radius: 100)
    let points = path.flattened(tolerance: 1e-15).first?.points.count ?? 0
    #expect(points > 1000)
    #expect(points < 40_000)
}

@Test func toleranceFollowsTheOutputScale() {
    #expect(Path.tolerance(forScale: 2) == 0.025)
    #expect(Path.tolerance(forScale: 0) == 0.05)
    #expect(Path.tolerance(forScale: .nan) == 0.05)
}
