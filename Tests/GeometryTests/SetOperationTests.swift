import Foundation
import Testing
@testable import Geometry

/// Set operations on flattened rings, checked against closed forms. Circles are 4096-gons, whose
/// area is below the circle's by a relative 4·10⁻⁷, so tolerances are 10⁻⁵ relative.
@Suite struct SetOperationTests {
    let radius = 50.0

    func circles(distance: Double) -> ([[Point]], [[Point]]) {
        ([ShapesTestSupport.circleRing(center: Point(x: 100, y: 100), radius: radius)],
         [ShapesTestSupport.circleRing(center: Point(x: 100 + distance, y: 100), radius: radius)])
    }

    @Test(arguments: [10.0, 40.0, 70.0, 99.0])
    func twoCirclesMatchTheLensFormula(distance: Double) throws {
        let (a, b) = circles(distance: distance)
        let circle = Double.pi * radius * radius
        let lens = ShapesTestSupport.lensArea(radius: radius, distance: distance)
        let tolerance = 1e-5 * circle
        let intersection = try FlatSetOperations.combine(a, b, rule: .nonZero, .intersection)
        let union = try FlatSetOperations.combine(a, b, rule: .nonZero, .union)
        let difference = try FlatSetOperations.combine(a, b, rule: .nonZero, .subtracting)
        let symmetric = try FlatSetOperations.combine(a, b, rule: .nonZero, .symmetricDifference)
        #expect(abs(abs(ShapesTestSupport.totalSignedArea(intersection)) - lens) < tolerance)
        #expect(abs(abs(ShapesTestSupport.totalSignedArea(union)) - (2 * circle - lens)) < tolerance)
        #expect(abs(abs(ShapesTestSupport.totalSignedArea(difference)) - (circle - lens)) < tolerance)
        #expect(abs(abs(ShapesTestSupport.totalSignedArea(symmetric)) - 2 * (circle - lens)) < tolerance)
    }

    @Test func disjointCirclesDoNotIntersect() throws {
        let (a, b) = circles(distance: 150)
        let intersection = try FlatSetOperations.combine(a, b, rule: .nonZero, .intersection)
        #expect(ShapesTestSupport.totalSignedArea(intersection) == 0)
    }

    /// Two overlapping squares in one path, wound the same way: nonzero fills the overlap,
    /// even-odd leaves it empty.
    @Test func fillRulesDifferOnOverlappingSubpaths() throws {
        let first = [Point(x: 0, y: 0), Point(x: 20, y: 0), Point(x: 20, y: 20), Point(x: 0, y: 20)]
        let second = first.map { $0 + Point(x: 10, y: 10) }
        let nonZero = try FlatSetOperations.area(of: [first, second], rule: .nonZero)
        let evenOdd = try FlatSetOperations.area(of: [first, second], rule: .evenOdd)
        #expect(abs(nonZero - 700) < 1e-9)
        #expect(abs(evenOdd - 600) < 1e-9)
        // The normalised regions come back as shells and holes that fill alike under both rules.
        let region = try FlatSetOperations.normalizedRegion([first, second], rule: .evenOdd)
        #expect(abs(abs(ShapesTestSupport.totalSignedArea(region)) - 600) < 1e-9)
    }

    /// A square with a reversed inner square: a hole under both rules. The same inner square wound
    /// like the outer: a hole under even-odd, filled under nonzero.
    @Test func windingDecidesNestedRingsUnderNonzero() throws {
        let outer = [Point(x: 0, y: 0), Point(x: 30, y: 0), Point(x: 30, y: 30), Point(x: 0, y: 30)]
        let inner = [Point(x: 10, y: 10), Point(x: 20, y: 10), Point(x: 20, y: 20), Point(x: 10, y: 20)]
        #expect(abs(try FlatSetOperations.area(of: [outer, inner], rule: .nonZero) - 900) < 1e-9)
        #expect(abs(try FlatSetOperations.area(of: [outer, inner], rule: .evenOdd) - 800) < 1e-9)
        #expect(abs(try FlatSetOperations.area(of: [outer, inner.reversed()], rule: .nonZero) - 800) < 1e-9)
    }

    /// A pentagram drawn as one self-intersecting ring: even-odd leaves the centre pentagon out,
    /// nonzero (winding 2 there) fills it.
    @Test func selfIntersectingPentagramUnderBothRules() throws {
        let outer = (0..<5).map { i in
            let angle = -Double.pi / 2 + 2 * Double.pi * Double(i) / 5
            return Point(x: 100 * cos(angle), y: 100 * sin(angle))
        }
        let pentagram = (0..<5).map { outer[(2 * $0) % 5] }
        let nonZero = try FlatSetOperations.area(of: [pentagram], rule: .nonZero)
        let evenOdd = try FlatSetOperations.area(of: [pentagram], rule: .evenOdd)
        // The inner pentagon's circumradius is R·cos(2π/5)/cos(π/5).
        let innerRadius = 100 * cos(2 * Double.pi / 5) / cos(Double.pi / 5)
        let innerPentagon = 2.5 * innerRadius * innerRadius * sin(2 * Double.pi / 5)
        let star = 5 * 100 * innerRadius * sin(Double.pi / 5)
        #expect(abs(nonZero - star) < 1e-6)
        #expect(abs(evenOdd - (star - innerPentagon)) < 1e-6)
    }

    @Test func linesAreClippedToTheInsideAndOutside() throws {
        let square = [[Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)]]
        let line = [[Point(x: -5, y: 5), Point(x: 15, y: 5)]]
        let inside = try FlatSetOperations.clip(lines: line, by: square, rule: .nonZero, keepInside: true)
        #expect(inside.elements == [.move(to: Point(x: 0, y: 5)), .line(to: Point(x: 10, y: 5))])
        let outside = try FlatSetOperations.clip(lines: line, by: square, rule: .nonZero, keepInside: false)
        let rings = ShapesTestSupport.straightRings(outside)
        #expect(rings.count == 2)
        #expect(rings.map { $0[0].distance(to: $0[1]) } == [5, 5])
    }

    /// 5 000 random points joined in order cross about 7 million times: refused at once with a
    /// message, rather than minutes of noding.
    @Test func crossingHeavyPathsAreRefusedNotHung() throws {
        let zigzag = try RandomPoints(count: 5_000, seed: 1).points(in: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(GEOSContext.estimatedCrossings([zigzag]) > GEOSContext.maximumCrossings)
        #expect(throws: GeometryError.self) { try FlatSetOperations.area(of: [zigzag], rule: .nonZero) }
        // Many edges that rarely cross pass the estimate untouched.
        let circles = (0..<100).map { ShapesTestSupport.circleRing(center: Point(x: Double($0) * 50, y: 0), radius: 20, count: 64) }
        #expect(GEOSContext.estimatedCrossings(circles) == 0)
    }

    @Test func emptyAndDegenerateRingsGiveEmptyResults() throws {
        let sliver = [[Point(x: 0, y: 0), Point(x: 1, y: 1), Point(x: 2, y: 2)]]
        #expect(try FlatSetOperations.area(of: sliver, rule: .nonZero) == 0)
        #expect(try FlatSetOperations.combine([], [], rule: .nonZero, .union).isEmpty)
    }
}
