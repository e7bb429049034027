import Foundation
import Testing
@testable import Geometry

@Test func circleContainsItsInsideOnly() {
    let c = circle(radius: 10)
    #expect(c.contains(.zero))
    #expect(c.contains(Point(x: 9.99, y: 0)))
    #expect(!c.contains(Point(x: 10.01, y: 0)))
    #expect(c.contains(Point(x: 7, y: 7)))
    #expect(!c.contains(Point(x: 7.1, y: 7.1)))
    #expect(!c.contains(Point(x: .nan, y: 0)))
}

@Test func nonZeroAndEvenOddDifferOnNestedSameDirectionRings() {
    var path = circle(radius: 10)
    path.addPath(circle(radius: 5))
    #expect(path.contains(.zero, rule: .nonZero))
    #expect(!path.contains(.zero, rule: .evenOdd))
    #expect(path.contains(Point(x: 7, y: 0), rule: .evenOdd))
    #expect(!path.contains(.zero, eoFill: true))
}

@Test func oppositeRingsMakeAHoleUnderNonZero() {
    var path = circle(radius: 10)
    path.addPath(circle(radius: 5).applying(Transform(scaleX: -1, y: 1)))
    #expect(!path.contains(.zero, rule: .nonZero))
    #expect(path.contains(Point(x: 0, y: 8), rule: .nonZero))
}

@Test func openSubpathsAreFilledAsClosed() {
    var path = Path()
    path.addLines([.zero, Point(x: 10, y: 0), Point(x: 10, y: 10)])
    #expect(path.contains(Point(x: 8, y: 2)))
    #expect(!path.contains(Point(x: 2, y: 8)))
}

@Test func selfIntersectingStarUnderBothRules() {
    // A pentagram: its centre winds twice.
    var path = Path()
    let points = (0..<5).map { k -> Point in
        let angle = -Double.pi / 2 + Double(k) * 4 * .pi / 5
        return Point(x: 10 * cos(angle), y: 10 * sin(angle))
    }
    path.addLines(points)
    path.closeSubpath()
    #expect(path.contains(.zero, rule: .nonZero))
    #expect(!path.contains(.zero, rule: .evenOdd))
}
