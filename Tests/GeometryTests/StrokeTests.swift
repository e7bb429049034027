import Foundation
import Testing
@testable import Geometry

func segment(length: Double) -> Path {
    var path = Path()
    path.addLines([Point(x: 0, y: 0), Point(x: length, y: 0)])
    return path
}

@Test func straightSegmentOutlineAreaUnderEachCap() {
    let (length, width) = (100.0, 10.0)
    let expectations: [(LineCap, Double)] = [
        (.butt, length * width),
        (.square, length * width + width * width),
        (.round, length * width + .pi * width * width / 4),
    ]
    for (cap, expected) in expectations {
        let outline = segment(length: length).strokedPath(StrokeStyle(lineWidth: width, lineCap: cap))
        // A simple outline: its exact signed area is the filled area.
        #expect(relativeError(outline.area, expected) < 1e-6, "cap \(cap)")
        #expect(relativeError(filledArea(of: outline), expected) < 1e-4, "cap \(cap)")
    }
}

@Test func squareOutlineUnderEachJoin() {
    let (side, width) = (100.0, 10.0)
    let half = width / 2
    let square = Path(Rect(x: 0, y: 0, width: side, height: side))
    let mitered = (side + width) * (side + width) - (side - width) * (side - width)
    let expectations: [(LineJoin, Double)] = [
        (.miter, mitered),
        // Each outer corner loses a right triangle with legs w/2 …
        (.bevel, mitered - 4 * half * half / 2),
        // … or the square w/2 × w/2 minus a quarter disc.
        (.round, mitered - 4 * (half * half - .pi * half * half / 4)),
    ]
    for (join, expected) in expectations {
        let outline = square.strokedPath(StrokeStyle(lineWidth: width, lineJoin: join))
        #expect(relativeError(filledArea(of: outline), expected) < 1e-4, "join \(join)")
        #expect(outline.contains(Point(x: 0, y: 50)))
        #expect(!outline.contains(Point(x: 50, y: 50)))  // the inside stays empty under nonzero
    }
}

@Test func miterLimitSwitchesToBevelAtTheRightAngle() {
    // Two segments meeting at angle φ: miter length / width = 1 / sin(φ/2). Limit 2 → φ = 60°.
    func corner(degrees: Double) -> Path {
        let angle = degrees * .pi / 180
        var path = Path()
        path.addLines([Point(x: 100, y: 0), .zero, Point(x: 100 * cos(angle), y: 100 * sin(angle))])
        return path
    }
    for (degrees, expectMiter) in [(61.0, true), (59.0, false), (90, true), (20, false)] {
        let miter = corner(degrees: degrees).strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .miter, miterLimit: 2))
        let bevel = corner(degrees: degrees).strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .bevel))
        let difference = filledArea(of: miter) - filledArea(of: bevel)
        if expectMiter {
            // The miter adds a kite beyond the bevel: (w/2)²·tan of the half turn … positive.
            #expect(difference > 1, "φ = \(degrees)°")
        } else {
            #expect(abs(difference) < 0.05, "φ = \(degrees)°")
        }
    }
}

@Test func circleStrokeAreaIsCircumferenceTimesWidth() {
    let radius = 50.0, width = 8.0
    let outline = circle(radius: radius).strokedPath(StrokeStyle(lineWidth: width), tolerance: 0.001)
    let expected = 2 * .pi * radius * width
    #expect(relativeError(outline.area, expected) < 1e-4)
    #expect(relativeError(filledArea(of: outline), expected) < 1e-4)
    // Two contours, made of curves, not a polyline.
    #expect(outline.elements.filter { $0 == .closeSubpath }.count == 2)
    #expect(outline.elements.count < 200)
}

@Test func curvedOffsetsStayWithinToleranceOfHalfTheWidth() {
    var path = Path()
    path.move(to: .zero)
    path.addCurve(to: Point(x: 300, y: 0), control1: Point(x: 100, y: 150), control2: Point(x: 200, y: -150))
    let tolerance = 0.01, half = 6.0
    let outline = path.strokedPath(StrokeStyle(lineWidth: 2 * half), tolerance: tolerance)
    let source = path.segments[0]
    let dense = (0...4000).map { source.point(at: Double($0) / 4000) }
    for element in outline.segments {
        guard case .cubic = element else { continue }
        for i in 1..<10 {
            let p = element.point(at: Double(i) / 10)
            let distance = dense.map { $0.distance(to: p) }.min() ?? 0
            // Dense sampling of the source adds at most ~0.01 of slack.
            #expect(abs(distance - half) < tolerance + 0.02)
        }
    }
}

@Test func zeroLengthSegmentsGetDotsExceptWithButtCaps() {
    var dot = Path()
    dot.move(to: Point(x: 5, y: 5))
    dot.addLine(to: Point(x: 5, y: 5))
    let width = 6.0
    let round = dot.strokedPath(StrokeStyle(lineWidth: width, lineCap: .round))
    #expect(relativeError(round.area, .pi * 9) < 1e-9)
    let square = dot.strokedPath(StrokeStyle(lineWidth: width, lineCap: .square))
    #expect(square.area == 36)
    #expect(dot.strokedPath(StrokeStyle(lineWidth: width, lineCap: .butt)).isEmpty)
    // A lone move draws nothing at all.
    var lone = Path()
    lone.move(to: .zero)
    #expect(lone.strokedPath(StrokeStyle(lineWidth: width, lineCap: .round)).isEmpty)
}

@Test func uTurnGetsARoundFrontOrABevel() {
    var path = Path()
    path.addLines([.zero, Point(x: 100, y: 0), Point(x: 50, y: 0)])
    let width = 10.0
    let round = path.strokedPath(StrokeStyle(lineWidth: width, lineJoin: .round))
    #expect(relativeError(filledArea(of: round), 100 * width + .pi * 25 / 2) < 1e-4)
    let miter = path.strokedPath(StrokeStyle(lineWidth: width, lineJoin: .miter))
    #expect(relativeError(filledArea(of: miter), 100 * width) < 1e-4)
}

@Test func closedSubpathsJoinAtTheirStart() {
    // A triangle: with miter joins all three corners are sharp, including the start.
    var path = Path()
    path.addLines([.zero, Point(x: 100, y: 0), Point(x: 0, y: 100)])
    path.closeSubpath()
    let outline = path.strokedPath(StrokeStyle(lineWidth: 4, lineJoin: .miter, miterLimit: 100))
    // The miter at the right angle at the origin reaches (−2, −2).
    #expect(abs(outline.boundingRect.minX + 2) < 1e-9 && abs(outline.boundingRect.minY + 2) < 1e-9)
}

@Test func badStrokeInputGivesAnEmptyPathQuickly() {
    var path = segment(length: 10)
    #expect(path.strokedPath(StrokeStyle(lineWidth: 0)).isEmpty)
    #expect(path.strokedPath(StrokeStyle(lineWidth: -3)).isEmpty)
    #expect(path.strokedPath(StrokeStyle(lineWidth: .nan)).isEmpty)
    #expect(path.strokedPath(StrokeStyle(lineWidth: .infinity)).isEmpty)
    #expect(!path.strokedPath(StrokeStyle(lineWidth: 1), tolerance: .nan).isEmpty)
    path.addLine(to: Point(x: .nan, y: 4))
    #expect(path.strokedPath(StrokeStyle(lineWidth: 2)).isEmpty)
    var huge = Path()
    huge.move(to: Point(x: -1e300, y: 0))
    huge.addCurve(to: Point(x: 1e300, y: 0), control1: Point(x: 0, y: 1e300), control2: Point(x: 0, y: -1e300))
    #expect(huge.strokedPath(StrokeStyle(lineWidth: 1e-300), tolerance: 1e-300).elements.count < 10_000)
    #expect(Path().strokedPath(StrokeStyle()).isEmpty)
}

@Test func cuspInACubicIsCovered() {
    // p1 and p2 crossed so the curve has a cusp at t = ½.
    var path = Path()
    path.move(to: .zero)
    path.addCurve(to: Point(x: 100, y: 0), control1: Point(x: 150, y: 100), control2: Point(x: -50, y: 100))
    let outline = path.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .round))
    let cusp = path.segments[0].point(at: 0.5)
    #expect(outline.contains(cusp))
    #expect(outline.contains(cusp + Point(x: 0, y: 4)))
    #expect(outline.contains(cusp + Point(x: 0, y: -4)))
}
