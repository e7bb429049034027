import Foundation
import Testing
@testable import Geometry

/// The largest |distance to centre − radius| over 200 samples of each cubic of `path`.
func maximumRadialError(of path: Path, center: Point, radius: Double) -> Double {
    var worst = 0.0
    for segment in path.segments {
        guard case .cubic = segment else { continue }
        for i in 0...200 {
            worst = max(worst, abs(segment.point(at: Double(i) / 200).distance(to: center) - radius))
        }
    }
    return worst
}

func isClose(_ a: Point?, _ b: Point, tolerance: Double = 1e-9) -> Bool {
    guard let a else { return false }
    return a.distance(to: b) <= tolerance
}

@Test func quarterArcStaysWithinOneTenThousandthOfTheRadius() {
    for radius in [1.0, 37.5, 1000] {
        var path = Path()
        path.addArc(center: Point(x: 5, y: -3), radius: radius, startAngle: .degrees(10), endAngle: .degrees(100), clockwise: false)
        #expect(maximumRadialError(of: path, center: Point(x: 5, y: -3), radius: radius) <= 1e-4 * radius)
    }
}

@Test func fullCircleArcStaysWithinBound() {
    var path = Path()
    path.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(360), clockwise: false)
    let error = maximumRadialError(of: path, center: .zero, radius: 10)
    #expect(error <= 1e-4 * 10)
    #expect(error > 0)  // it really is an approximation: the check is sampling real curves
}

@Test func ellipseOfACircleStaysWithinBound() {
    let path = Path(ellipseIn: Rect(x: 0, y: 0, width: 200, height: 200))
    #expect(maximumRadialError(of: path, center: Point(x: 100, y: 100), radius: 100) <= 1e-4 * 100)
    #expect(isClose(path.currentPoint, Point(x: 200, y: 100)))
}

@Test func counterclockwiseFalseSweepsWithIncreasingAngleInYDown() {
    var path = Path()
    path.addArc(center: Point(x: 10, y: 20), radius: 5, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
    #expect(isClose(path.elements.first?.endPoint, Point(x: 15, y: 20)))
    #expect(isClose(path.currentPoint, Point(x: 10, y: 25)))
    // The midpoint of the sweep is at 45°, below-right of the centre on screen.
    let mid = path.trimmedPointForTest(angle: .pi / 4, center: Point(x: 10, y: 20))
    #expect(mid)
}

@Test func clockwiseTrueTakesTheLongWayFromZeroToNinety() {
    var path = Path()
    path.addArc(center: .zero, radius: 1, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
    #expect(isClose(path.currentPoint, Point(x: 0, y: 1)))
    // 270° of sweep: it passes through (0, −1) and (−1, 0).
    let samples = path.segments.flatMap { s in (0...100).map { s.point(at: Double($0) / 100) } }
    #expect(samples.contains { $0.distance(to: Point(x: -1, y: 0)) < 1e-2 })
    #expect(samples.contains { $0.distance(to: Point(x: 0, y: -1)) < 1e-2 })
}

@Test func arcAfterAPointDrawsALineToItsStart() {
    var path = Path()
    path.move(to: Point(x: -50, y: 0))
    path.addArc(center: .zero, radius: 10, startAngle: .degrees(180), endAngle: .degrees(270), clockwise: false)
    #expect(path.elements[1] == .line(to: Point(x: -10, y: 10 * sin(Double.pi))))
    #expect(isClose(path.currentPoint, Point(x: 0, y: -10)))
}

@Test func anglesTwoPiApartOrMoreGiveAFullCircle() {
    for (start, end, clockwise) in [(0.0, 720.0, false), (90.0, -300.0, true), (0, 360, false)] {
        var path = Path()
        path.addArc(center: .zero, radius: 3, startAngle: .degrees(start), endAngle: .degrees(end), clockwise: clockwise)
        #expect(abs(abs(path.signedArea) - .pi * 9) < 1e-9)
    }
}

@Test func sweepIsReducedModuloTwoPiInTheDirectionOfTravel() {
    var path = Path()
    // From 0 to −90° with increasing angle: 270° of sweep.
    path.addArc(center: .zero, radius: 1, startAngle: .zero, endAngle: .degrees(-90), clockwise: false)
    path.closeSubpath()
    // A 270° arc closed by its chord: ¾ disc plus the triangle (centre, start, end) of area ½.
    #expect(abs(path.signedArea - (0.75 * .pi + 0.5)) < 1e-9)
}

@Test func relativeArcSweepsByDelta() {
    var path = Path()
    path.addRelativeArc(center: .zero, radius: 2, startAngle: .degrees(90), delta: .degrees(-90))
    #expect(isClose(path.elements.first?.endPoint, Point(x: 0, y: 2)))
    #expect(isClose(path.currentPoint, Point(x: 2, y: 0)))
}

@Test func zeroRadiusArcIsALineToTheCentre() {
    var path = Path()
    path.move(to: .zero)
    path.addArc(center: Point(x: 4, y: 4), radius: 0, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
    #expect(path.elements == [.move(to: .zero), .line(to: Point(x: 4, y: 4))])
    path.addArc(center: Point(x: 9, y: 9), radius: -3, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
    #expect(path.currentPoint == Point(x: 9, y: 9))
}

@Test func nonFiniteArcArgumentsAddNothing() {
    var path = Path()
    path.addArc(center: Point(x: .nan, y: 0), radius: 1, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
    path.addArc(center: .zero, radius: .infinity, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
    path.addRelativeArc(center: .zero, radius: 1, startAngle: .zero, delta: .radians(.nan))
    path.addArc(tangent1End: Point(x: .infinity, y: 0), tangent2End: .zero, radius: 1)
    #expect(path.isEmpty)
}

@Test func tangentArcMeetsBothLinesTangentially() {
    var path = Path()
    let corner = Point(x: 100, y: 0)
    path.move(to: .zero)
    path.addArc(tangent1End: corner, tangent2End: Point(x: 100, y: 100), radius: 20)
    // The first tangent point is 20 before the corner; the arc ends 20 after it.
    #expect(path.elements[1] == .line(to: Point(x: 80, y: 0)))
    #expect(isClose(path.currentPoint, Point(x: 100, y: 20)))
    let arc = path.segments.filter { if case .cubic = $0 { true } else { false } }
    let startTangent = arc.first?.tangent(at: 0), endTangent = arc.last?.tangent(at: 1)
    #expect(isClose(startTangent, Point(x: 1, y: 0), tolerance: 1e-9))
    #expect(isClose(endTangent, Point(x: 0, y: 1), tolerance: 1e-9))
    #expect(maximumRadialError(of: path, center: Point(x: 80, y: 20), radius: 20) <= 1e-4 * 20)
}

@Test func tangentArcAtAnObtuseCornerHasTheRightTangentPoints() {
    var path = Path()
    path.move(to: .zero)
    // A 120° corner (60° turn): tangent distance r·tan(30°).
    let corner = Point(x: 10, y: 0)
    let out = Point(x: 10 + cos(Double.pi / 3) * 10, y: sin(Double.pi / 3) * 10)
    path.addArc(tangent1End: corner, tangent2End: out, radius: 3)
    let d = 3 * tan(Double.pi / 6)
    #expect(isClose(path.elements[1].endPoint, Point(x: 10 - d, y: 0)))
    #expect(isClose(path.currentPoint, corner + Point(x: cos(Double.pi / 3), y: sin(Double.pi / 3)) * d))
}

@Test func collinearTangentArcIsALine() {
    var path = Path()
    path.move(to: .zero)
    path.addArc(tangent1End: Point(x: 5, y: 0), tangent2End: Point(x: 9, y: 0), radius: 2)
    #expect(path.elements == [.move(to: .zero), .line(to: Point(x: 5, y: 0))])
}

extension Path {
    /// True when some sample of the path lies on the circle at `angle` from `center`.
    func trimmedPointForTest(angle: Double, center: Point) -> Bool {
        let samples = segments.flatMap { s in (0...20).map { s.point(at: Double($0) / 20) } }
        let r = samples.first.map { $0.distance(to: center) } ?? 0
        let target = Point(x: center.x + r * cos(angle), y: center.y + r * sin(angle))
        return samples.contains { $0.distance(to: target) < r * 0.05 }
    }
}
