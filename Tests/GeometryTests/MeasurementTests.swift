import Foundation
import Testing
@testable import Geometry

func circle(radius: Double, center: Point = .zero) -> Path {
    Path(ellipseIn: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
}

func relativeError(_ value: Double, _ expected: Double) -> Double { abs(value - expected) / abs(expected) }

@Test func circleAreaAndLengthMatchTheClosedForms() {
    for radius in [0.5, 1, 42, 1e4] {
        let path = circle(radius: radius, center: Point(x: 3, y: -7))
        #expect(relativeError(path.area, .pi * radius * radius) <= 1e-6)
        #expect(relativeError(path.length, 2 * .pi * radius) <= 1e-6)
    }
}

@Test func arcBuiltCircleMatchesTooInBothDirections() {
    for clockwise in [false, true] {
        var path = Path()
        path.addArc(center: .zero, radius: 5, startAngle: .degrees(30), endAngle: .degrees(390), clockwise: clockwise)
        #expect(relativeError(path.area, 25 * .pi) <= 1e-6)
        #expect(relativeError(path.length, 10 * .pi) <= 1e-6)
        // Clockwise on a y-down screen is positive area.
        #expect((path.signedArea > 0) == !clockwise)
    }
}

@Test func quadraticAreaIsTwoThirdsOfItsTriangle() {
    // Area between a parabola and its chord: 2/3 of the control triangle (Archimedes).
    var path = Path()
    path.move(to: .zero)
    path.addQuadCurve(to: Point(x: 4, y: 0), control: Point(x: 2, y: 6))
    path.closeSubpath()
    #expect(abs(path.area - 2.0 / 3 * 12) < 1e-12)
}

@Test func lineAndPolylineLengthsAreExact() {
    var path = Path()
    path.addLines([.zero, Point(x: 3, y: 4), Point(x: 3, y: 10)])
    #expect(path.length == 11)
    path.addRect(Rect(x: 0, y: 0, width: 2, height: 5))
    #expect(path.length == 25)
}

@Test func cubicLengthMatchesAKnownValue() {
    // A straight cubic with uneven parametrisation still has the chord's length.
    var path = Path()
    path.move(to: .zero)
    path.addCurve(to: Point(x: 10, y: 0), control1: Point(x: 9, y: 0), control2: Point(x: 9.5, y: 0))
    #expect(abs(path.length - 10) < 1e-9)
    // A cusp: (0,0) → (1,1) ← (0,1)... the cubic 0,(1,1),(0,1),(1,0) has a cusp-like turn; its
    // length from dense sampling.
    var cusp = Path()
    cusp.move(to: .zero)
    cusp.addCurve(to: Point(x: 1, y: 0), control1: Point(x: 1, y: 1), control2: Point(x: 0, y: 1))
    let segment = cusp.segments[0]
    var sampled = 0.0
    let n = 200_000
    for i in 0..<n { sampled += segment.point(at: Double(i) / Double(n)).distance(to: segment.point(at: Double(i + 1) / Double(n))) }
    #expect(abs(cusp.length - sampled) < 1e-7)
}

@Test func boundingRectOfACircleIsItsRect() {
    let box = circle(radius: 10, center: Point(x: 5, y: 5)).boundingRect
    #expect(abs(box.minX + 5) < 1e-12 && abs(box.maxX - 15) < 1e-12)
    #expect(abs(box.minY + 5) < 1e-12 && abs(box.maxY - 15) < 1e-12)
}

@Test func boundingRectIgnoresControlPoints() {
    var path = Path()
    path.move(to: .zero)
    path.addCurve(to: Point(x: 10, y: 0), control1: Point(x: 0, y: 10), control2: Point(x: 10, y: 10))
    // The curve peaks at y = 3/4 · 10.
    let box = path.boundingRect
    #expect(box == Rect(x: 0, y: 0, width: 10, height: 7.5))
    var quad = Path()
    quad.move(to: .zero)
    quad.addQuadCurve(to: Point(x: 4, y: 0), control: Point(x: 2, y: -4))
    #expect(quad.boundingRect == Rect(x: 0, y: -2, width: 4, height: 2))
    #expect(Path().boundingRect == .zero)
}

@Test func pointAtFractionWalksByArcLength() {
    var path = Path()
    path.addLines([.zero, Point(x: 10, y: 0)])
    path.addLines([Point(x: 0, y: 5), Point(x: 30, y: 5)])
    #expect(path.point(at: 0) == .zero)
    #expect(path.point(at: 0.125) == Point(x: 5, y: 0))
    #expect(path.point(at: 0.5) == Point(x: 10, y: 5))
    #expect(path.point(at: 1) == Point(x: 30, y: 5))
    #expect(path.point(at: 7) == Point(x: 30, y: 5))
    #expect(Path().point(at: 0.5) == nil)
    // On a circle a quarter of the length is a quarter turn.
    let c = circle(radius: 2)
    #expect(isClose(c.point(at: 0.25), Point(x: 0, y: 2), tolerance: 4.3e-6 * 2))
    #expect(isClose(c.point(at: 0.5), Point(x: -2, y: 0), tolerance: 4.3e-6 * 2))
}

@Test func pointsAreEvenlySpacedAndClosedPathsDoNotRepeatTheStart() {
    let c = circle(radius: 1)
    let points = c.points(count: 8)
    #expect(points.count == 8)
    for (k, p) in points.enumerated() {
        let angle = Double(k) * .pi / 4
        #expect(isClose(p, Point(x: cos(angle), y: sin(angle)), tolerance: 1e-4))
    }
    var line = Path()
    line.addLines([.zero, Point(x: 9, y: 0)])
    #expect(line.points(count: 4) == [.zero, Point(x: 3, y: 0), Point(x: 6, y: 0), Point(x: 9, y: 0)])
    #expect(line.points(count: 0).isEmpty)
    #expect(line.points(count: -3).isEmpty)
    #expect(Path().points(count: 5).isEmpty)
}
