import Foundation
import Testing
@testable import Geometry

/// Set operations on a self-intersecting path, the pentagram drawn as one subpath: under nonzero
/// it fills the whole star (its centre has winding 2), under even-odd the star without its inner
/// pentagon. Every operation normalises each operand by the chosen rule first.
@Suite struct SelfIntersectingSetOperationTests {
    static let radius = 100.0
    /// The inner pentagon's circumradius: R·cos(2π/5)/cos(π/5).
    static let innerRadius = radius * cos(2 * Double.pi / 5) / cos(Double.pi / 5)
    /// The five-pointed star's area n·R·r·sin(π/n) and the inner pentagon's (5/2)·r²·sin(2π/5).
    let star = 5 * radius * innerRadius * sin(Double.pi / 5)
    let pentagon = 2.5 * innerRadius * innerRadius * sin(2 * Double.pi / 5)

    static func vertex(_ i: Int, radius: Double, offset: Double = 0) -> Point {
        let angle = -Double.pi / 2 + 2 * Double.pi * (Double(i) + offset) / 5
        return Point(x: radius * cos(angle), y: radius * sin(angle))
    }

    /// The pentagram: every second vertex of the outer pentagon, one closed self-crossing subpath.
    var pentagram: Path {
        var path = Path()
        path.addLines((0..<5).map { Self.vertex((2 * $0) % 5, radius: Self.radius) })
        path.closeSubpath()
        return path
    }

    /// The inner pentagon: its corners point down, between the star's points.
    var innerPentagon: Path {
        var path = Path()
        path.addLines((0..<5).map { Self.vertex($0, radius: Self.innerRadius, offset: 0.5) })
        path.closeSubpath()
        return path
    }

    let everything = Path(Rect(x: -200, y: -200, width: 400, height: 400))

    @Test func intersectingWithEverythingIsTheFilledRegion() throws {
        #expect(abs(try pentagram.intersection(everything).filledArea() - star) < 1e-6)
        #expect(abs(try pentagram.intersection(everything, eoFill: true).filledArea() - (star - pentagon)) < 1e-6)
    }

    @Test func theCentreIsInsideOnlyUnderNonzero() throws {
        #expect(abs(try pentagram.intersection(innerPentagon).filledArea() - pentagon) < 1e-6)
        #expect(try pentagram.intersection(innerPentagon, eoFill: true).filledArea() < 1e-6)
        #expect(abs(try pentagram.subtracting(innerPentagon).filledArea() - (star - pentagon)) < 1e-6)
        #expect(abs(try pentagram.subtracting(innerPentagon, eoFill: true).filledArea() - (star - pentagon)) < 1e-6)
    }

    @Test func unionAndSymmetricDifferenceFillOrOpenTheCentre() throws {
        // Even-odd: the ring and the pentagon are disjoint, so both give the whole star.
        #expect(abs(try pentagram.union(innerPentagon, eoFill: true).filledArea() - star) < 1e-6)
        #expect(abs(try pentagram.symmetricDifference(innerPentagon, eoFill: true).filledArea() - star) < 1e-6)
        // Nonzero: the pentagon is already inside, so the symmetric difference opens the centre.
        #expect(abs(try pentagram.union(innerPentagon).filledArea() - star) < 1e-6)
        #expect(abs(try pentagram.symmetricDifference(innerPentagon).filledArea() - (star - pentagon)) < 1e-6)
    }

    @Test func aLineThroughTheCentreIsClippedByTheRule() throws {
        // The horizontal line y = 0 crosses the star between its two side points' edges; under
        // even-odd the stretch inside the inner pentagon is left out.
        var line = Path()
        line.move(to: Point(x: -150, y: 0))
        line.addLine(to: Point(x: 150, y: 0))
        // Half-widths at y = 0: of the star (on the edges from the side points inwards) and of
        // the inner pentagon (its two upper sides).
        let starHalf = halfWidthAtCentreHeight(of: (0..<5).map { Self.vertex((2 * $0) % 5, radius: Self.radius) })
        let pentagonHalf = halfWidthAtCentreHeight(of: (0..<5).map { Self.vertex($0, radius: Self.innerRadius, offset: 0.5) })
        #expect(abs(try line.lineIntersection(pentagram).length - 2 * starHalf) < 1e-6)
        #expect(abs(try line.lineIntersection(pentagram, eoFill: true).length - 2 * (starHalf - pentagonHalf)) < 1e-6)
        #expect(abs(try line.lineSubtracting(pentagram, eoFill: true).length - (300 - 2 * starHalf + 2 * pentagonHalf)) < 1e-6)
    }

    /// The largest |x| at which the closed polygon's edges cross y = 0.
    func halfWidthAtCentreHeight(of polygon: [Point]) -> Double {
        var widest = 0.0
        for (a, b) in zip(polygon, polygon.dropFirst() + [polygon[0]]) where (a.y < 0) != (b.y < 0) {
            widest = max(widest, abs(a.x + (0 - a.y) / (b.y - a.y) * (b.x - a.x)))
        }
        return widest
    }
}
