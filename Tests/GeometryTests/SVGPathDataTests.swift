import Foundation
import Testing
@testable import Geometry

/// True when both paths have the same element kinds and every point agrees within `tolerance`.
func pathsAgree(_ a: Path, _ b: Path, tolerance: Double) -> Bool {
    guard a.elements.count == b.elements.count else { return false }
    for (x, y) in zip(a.elements, b.elements) {
        let px = x.allPoints, py = y.allPoints
        guard px.count == py.count else { return false }
        if case .closeSubpath = x, y != .closeSubpath { return false }
        for (p, q) in zip(px, py) where p.distance(to: q) > tolerance { return false }
    }
    return true
}

@Test func parsesEveryCommandAbsoluteAndRelative() throws {
    let path = try Path(svgPathData: "M10 10 L20 10 H30 V20 C30 30 40 30 40 20 S50 10 50 20 Q60 30 70 20 T90 20 Z m5 5 l1 1 h2 v2 c1 1 2 1 2 0 s1-1 2 0 q1 1 2 0 t2 0 z")
    #expect(path.elements[0] == .move(to: Point(x: 10, y: 10)))
    #expect(path.elements[1] == .line(to: Point(x: 20, y: 10)))
    #expect(path.elements[2] == .line(to: Point(x: 30, y: 10)))
    #expect(path.elements[3] == .line(to: Point(x: 30, y: 20)))
    #expect(path.elements[4] == .curve(to: Point(x: 40, y: 20), control1: Point(x: 30, y: 30), control2: Point(x: 40, y: 30)))
    // S reflects the previous second control point (40, 30) about (40, 20).
    #expect(path.elements[5] == .curve(to: Point(x: 50, y: 20), control1: Point(x: 40, y: 10), control2: Point(x: 50, y: 10)))
    #expect(path.elements[6] == .quadCurve(to: Point(x: 70, y: 20), control: Point(x: 60, y: 30)))
    // T reflects (60, 30) about (70, 20).
    #expect(path.elements[7] == .quadCurve(to: Point(x: 90, y: 20), control: Point(x: 80, y: 10)))
    #expect(path.elements[8] == .closeSubpath)
    // After z the relative move starts from the subpath's start (10, 10).
    #expect(path.elements[9] == .move(to: Point(x: 15, y: 15)))
    #expect(path.elements[10] == .line(to: Point(x: 16, y: 16)))
    #expect(path.elements[11] == .line(to: Point(x: 18, y: 16)))
    #expect(path.elements[12] == .line(to: Point(x: 18, y: 18)))
    #expect(path.elements[13] == .curve(to: Point(x: 20, y: 18), control1: Point(x: 19, y: 19), control2: Point(x: 20, y: 19)))
    #expect(path.elements[14] == .curve(to: Point(x: 22, y: 18), control1: Point(x: 20, y: 17), control2: Point(x: 21, y: 17)))
    #expect(path.elements[15] == .quadCurve(to: Point(x: 24, y: 18), control: Point(x: 23, y: 19)))
    #expect(path.elements[16] == .quadCurve(to: Point(x: 26, y: 18), control: Point(x: 25, y: 17)))
    #expect(path.elements.last == .closeSubpath)
}

@Test func parsesCompactNumberSyntaxAndImplicitRepeats() throws {
    let path = try Path(svgPathData: "M.5.5-1-2 1e1,2E-1l.5.5")
    #expect(path.elements == [
        .move(to: Point(x: 0.5, y: 0.5)), .line(to: Point(x: -1, y: -2)), .line(to: Point(x: 10, y: 0.2)),
        .line(to: Point(x: 10.5, y: 0.7)),
    ])
    let relative = try Path(svgPathData: "m1 1 2 0 0 2")
    #expect(relative.elements == [.move(to: Point(x: 1, y: 1)), .line(to: Point(x: 3, y: 1)), .line(to: Point(x: 3, y: 3))])
    #expect(try Path(svgPathData: "  ").isEmpty)
}

@Test func errorsNameThePosition() {
    #expect(throws: GeometryError("SVG path data, character 1: path data must start with a move command (M or m)")) {
        try Path(svgPathData: "L 1 2")
    }
    #expect(throws: GeometryError("SVG path data, character 9: expected a number")) {
        try Path(svgPathData: "M1 2 L3 x")
    }
    #expect(throws: GeometryError("SVG path data, character 8: expected a number, found the end of the data")) {
        try Path(svgPathData: "M1 2 L3")
    }
    #expect(throws: GeometryError.self) { try Path(svgPathData: "M1 2 K3 4") }
    #expect(throws: GeometryError.self) { try Path(svgPathData: "M0 0 A1 1 0 2 0 3 3") }
    #expect(throws: GeometryError.self) { try Path(svgPathData: "M0 0 L1e999 0") }
}

@Test func arcFlagsNeedNoSeparators() throws {
    let spaced = try Path(svgPathData: "M0 0 a10 10 0 0 1 20 0")
    let packed = try Path(svgPathData: "M0 0a10 10 0 0120 0")
    #expect(spaced == packed)
}

@Test func semicircleArcHasTheRightShape() throws {
    // From (0,0) to (20,0) with radius 10, sweep 1: the half below on a y-down screen.
    let path = try Path(svgPathData: "M0 0 A10 10 0 0 1 20 0")
    #expect(path.currentPoint == Point(x: 20, y: 0))
    #expect(maximumRadialError(of: path, center: Point(x: 10, y: 0), radius: 10) <= 1e-4 * 10)
    // Sweep flag 1 is the positive-angle direction: from angle π through 3π/2 (up, y < 0).
    #expect(path.boundingRect.minY < -9.99)
}

@Test func specArcExamplesPickTheFourArcs() throws {
    // SVG 1.1 §8.3.8's figure: two ellipses through two points; the flags choose among 4 arcs.
    let start = Point(x: 0, y: 0), end = Point(x: 10, y: 10)
    var lengths: [String: Double] = [:]
    for (large, sweep) in [(0, 0), (0, 1), (1, 0), (1, 1)] {
        let path = try Path(svgPathData: "M0 0 A10 10 0 \(large) \(sweep) 10 10")
        #expect(path.currentPoint == end)
        #expect(path.elements.first == .move(to: start))
        lengths["\(large)\(sweep)"] = path.length
    }
    // Small arcs are quarter circles (length 5π), large ones three quarters (15π).
    for key in ["00", "01"] { #expect(abs((lengths[key] ?? 0) - 5 * .pi) < 1e-4) }
    for key in ["10", "11"] { #expect(abs((lengths[key] ?? 0) - 15 * .pi) < 1e-4) }
    // Sweep 1 small arc bulges below-left... centre (10, 0): passes near (10 − 10·cos45°, 10·sin45°)?
    let small1 = try Path(svgPathData: "M0 0 A10 10 0 0 1 10 10")
    // Positive-angle sweep from (0,0) to (10,10) with the short arc: centre (0, 10), bulging up-right.
    #expect(abs(small1.boundingRect.maxX - 10) < 1e-9)
    #expect(maximumRadialError(of: small1, center: Point(x: 0, y: 10), radius: 10) <= 1e-3)
}

@Test func arcRadiiTooSmallAreScaledUpAndZeroRadiusIsALine() throws {
    let scaled = try Path(svgPathData: "M0 0 A1 1 0 0 1 20 0")
    #expect(maximumRadialError(of: scaled, center: Point(x: 10, y: 0), radius: 10) <= 1e-3)
    let line = try Path(svgPathData: "M0 0 A0 5 0 0 1 20 0")
    #expect(line.elements == [.move(to: .zero), .line(to: Point(x: 20, y: 0))])
    let nothing = try Path(svgPathData: "M3 3 A5 5 0 0 1 3 3")
    #expect(nothing.elements == [.move(to: Point(x: 3, y: 3))])
}

@Test func rotatedEllipticalArcStaysOnItsEllipse() throws {
    // An ellipse rx 20, ry 10 rotated 30°, centred at the origin: two half arcs.
    let phi = Double.pi / 6
    let a = Point(x: 20 * cos(phi), y: 20 * sin(phi))
    let path = try Path(svgPathData: "M\(a.x) \(a.y) A20 10 30 1 1 \(-a.x) \(-a.y) A20 10 30 1 1 \(a.x) \(a.y)Z")
    #expect(relativeError(path.area, .pi * 200) < 1e-6)
}

@Test func svgRoundTripReproducesThePath() throws {
    var path = Path()
    path.move(to: Point(x: 12.5, y: 3))
    path.addLine(to: Point(x: 40, y: 3))
    path.addLine(to: Point(x: 40, y: -0.25))
    path.addQuadCurve(to: Point(x: 0.125, y: 7), control: Point(x: -3, y: 9.5))
    path.addCurve(to: Point(x: 1, y: 2), control1: Point(x: 100.001, y: -5), control2: Point(x: 0.5, y: 0.5))
    path.closeSubpath()
    path.addPath(circle(radius: 3.3, center: Point(x: 50, y: 50)))
    let text = path.svgPathData
    let back = try Path(svgPathData: text)
    #expect(pathsAgree(path, back, tolerance: 0.0008))
}

@Test func svgOutputIsCompact() {
    var path = Path()
    path.move(to: Point(x: 0.5, y: -0.5))
    path.addLine(to: Point(x: 10, y: -0.5))
    path.addLine(to: Point(x: 10, y: 20.25))
    path.addLine(to: Point(x: 1.0004, y: 0.5))
    path.addLine(to: Point(x: -2, y: 3))
    path.closeSubpath()
    #expect(path.svgPathData == "M.5-.5H10V20.25L1 .5-2 3Z")
}

@Test func swiftCodeRebuildsThePath() {
    var path = Path()
    path.move(to: Point(x: 12.5, y: 3))
    path.addLine(to: Point(x: 1.23456, y: -0))
    path.addQuadCurve(to: Point(x: 1, y: 2), control: Point(x: 3, y: 4))
    path.addCurve(to: Point(x: 5, y: 6), control1: Point(x: 7, y: 8), control2: Point(x: 9, y: 10))
    path.closeSubpath()
    #expect(path.swiftCode == """
        Path { p in
            p.move(to: CGPoint(x: 12.5, y: 3))
            p.addLine(to: CGPoint(x: 1.235, y: 0))
            p.addQuadCurve(to: CGPoint(x: 1, y: 2), control: CGPoint(x: 3, y: 4))
            p.addCurve(to: CGPoint(x: 5, y: 6), control1: CGPoint(x: 7, y: 8), control2: CGPoint(x: 9, y: 10))
            p.closeSubpath()
        }
        """)
    #expect(Path().swiftCode == "Path()")
}
