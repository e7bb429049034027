import Foundation
import Testing
@testable import Geometry

/// Zero-length dashes ("dots"): CoreGraphics draws a disc for round caps, a square turned along
/// the path's direction at that point for square caps, and nothing for butt caps.
@Suite struct ZeroLengthDashTests {
    /// The closed straight-edged subpaths of `path`, each as its corner points.
    func polygons(_ path: Path) -> [[Point]] {
        var result: [[Point]] = []
        for element in path.elements {
            switch element {
            case .move(let p): result.append([p])
            case .line(let p): result[result.count - 1].append(p)
            default: break
            }
        }
        return result
    }

    /// True when `polygon` has exactly the corners `expected`, in any cyclic order, each within
    /// `tolerance`.
    func hasCorners(_ polygon: [Point], _ expected: [Point], tolerance: Double) -> Bool {
        polygon.count == expected.count && expected.allSatisfy { corner in
            polygon.contains { $0.distance(to: corner) <= tolerance }
        }
    }

    /// The corners of a square of side `side` centred at `center` with two sides along the unit
    /// vector `direction`.
    func turnedSquare(center: Point, direction: Point, side: Double) -> [Point] {
        let along = direction * (side / 2), across = Point(x: -direction.y, y: direction.x) * (side / 2)
        return [center - along - across, center + along - across, center + along + across, center - along + across]
    }

    @Test func squareDotsOnADiagonalLineTurnWithTheLine() {
        // From (0, 0) to (40, 30): length 50, direction (0.8, 0.6). Dots every 25: at 0, 25, 50.
        var line = Path()
        line.move(to: .zero)
        line.addLine(to: Point(x: 40, y: 30))
        let outline = line.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .square, dash: [0, 25]))
        let squares = polygons(outline)
        #expect(squares.count == 3)
        let direction = Point(x: 0.8, y: 0.6)
        for (index, center) in [Point.zero, Point(x: 20, y: 15), Point(x: 40, y: 30)].enumerated() where index < squares.count {
            #expect(hasCorners(squares[index], turnedSquare(center: center, direction: direction, side: 4), tolerance: 1e-12))
        }
        // The middle square's corners, written out: (20, 15) ± 2·(0.8, 0.6) ± 2·(−0.6, 0.8).
        if squares.count == 3 {
            #expect(hasCorners(squares[1], [Point(x: 22.8, y: 14.6), Point(x: 20.4, y: 17.8),
                                            Point(x: 17.2, y: 15.4), Point(x: 19.6, y: 12.2)], tolerance: 1e-12))
        }
        // Three disjoint 4 × 4 squares.
        #expect(abs(outline.area - 48) < 1e-9)
    }

    @Test func squareDotsOnACircleTurnWithTheTangent() {
        // A circle of radius 50 from (50, 0), increasing angle (clockwise on screen); dots every
        // twelfth of its length, so the second is at 30° with tangent (−sin 30°, cos 30°).
        let radius = 50.0
        let c = circle(radius: radius)
        let length = c.length
        let outline = c.strokedPath(StrokeStyle(lineWidth: 6, lineCap: .square, dash: [0, length / 12]))
        let squares = polygons(outline)
        #expect(squares.count >= 12)
        for k in 1...3 where k < squares.count {
            let angle = Double(k) * Double.pi / 6
            let center = Point(x: radius * cos(angle), y: radius * sin(angle))
            let tangent = Point(x: -sin(angle), y: cos(angle))
            // The arcs are cubics within 4.2e-6 r of the circle.
            #expect(hasCorners(squares[k], turnedSquare(center: center, direction: tangent, side: 6), tolerance: 1e-3))
        }
    }

    @Test func roundDotsAreDiscsAndButtDotsAreNothing() {
        var line = Path()
        line.move(to: .zero)
        line.addLine(to: Point(x: 40, y: 30))
        let round = line.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round, dash: [0, 25]))
        #expect(relativeError(round.area, 3 * Double.pi * 4) < 1e-6)
        #expect(line.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .butt, dash: [0, 25])).isEmpty)
    }

    @Test func aDotOverlappingADashAddsToItUnderNonzero() {
        // Round caps, width 4: a dot at 0 and a dash from 2 to 12. The dot's disc (radius 2 about
        // x = 0) overlaps the dash's start cap (radius 2 about x = 2) in a lens; the painted area
        // is dash + dot − lens, and the lens must not become a hole (dot and dash wound alike).
        let outline = segment(length: 20).strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round, dash: [0, 2, 10, 100]))
        let lens = 8 * Double.pi / 3 - 2 * sqrt(3.0)
        let expected = (10 * 4 + 4 * Double.pi) + 4 * Double.pi - lens
        #expect(relativeError(filledArea(of: outline), expected) < 1e-4)
        #expect(outline.contains(Point(x: 1, y: 0)))
        // The same with square caps: the dot's square [−2, 2] and the dash's [0, 14] overlap.
        let square = segment(length: 20).strokedPath(StrokeStyle(lineWidth: 4, lineCap: .square, dash: [0, 2, 10, 100]))
        #expect(relativeError(filledArea(of: square), 16 * 4) < 1e-4)
    }

    @Test func aDotAtTheEndOfASubpathStaysOnThatSubpath() {
        // Two subpaths; dots every 10 along the first (length 30) fall at x = 0, 10, 20, 30 on
        // y = 0, the last one at the first subpath's end, not at the second's start.
        var path = segment(length: 30)
        path.move(to: Point(x: 0, y: 100))
        path.addLine(to: Point(x: 0, y: 130))
        let dashes = Dasher(style: StrokeStyle(dash: [0, 10]))?.dashes(of: path)
        let centers = dashes?.dots.map(\.center) ?? []
        #expect(centers.prefix(4) == [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 20, y: 0), Point(x: 30, y: 0)])
        #expect(dashes?.dots.prefix(4).allSatisfy { $0.direction == Point(x: 1, y: 0) } == true)
        // The second subpath's pattern restarts: dots at y = 100, 110, 120, 130, heading down.
        #expect(centers.dropFirst(4).map(\.y) == [100, 110, 120, 130])
        #expect(dashes?.dots.dropFirst(4).allSatisfy { $0.direction == Point(x: 0, y: 1) } == true)
    }

    @Test func aDotOnACornerTakesTheOutgoingDirection() {
        // An L: right 10, then down 10. A dot at 10 sits on the corner and heads down.
        var path = Path()
        path.addLines([.zero, Point(x: 10, y: 0), Point(x: 10, y: 10)])
        let dots = Dasher(style: StrokeStyle(dash: [0, 10]))?.dashes(of: path).dots ?? []
        #expect(dots.map(\.center) == [.zero, Point(x: 10, y: 0), Point(x: 10, y: 10)])
        #expect(dots.map(\.direction) == [Point(x: 1, y: 0), Point(x: 0, y: 1), Point(x: 0, y: 1)])
    }

    @Test func aZeroLengthSubpathHasNoDirectionAndStaysAxisAligned() {
        var dot = Path()
        dot.move(to: Point(x: 5, y: 5))
        dot.addLine(to: Point(x: 5, y: 5))
        let square = dot.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .square))
        let corners = polygons(square)
        #expect(corners.count == 1)
        #expect(hasCorners(corners.first ?? [], [Point(x: 3, y: 3), Point(x: 7, y: 3), Point(x: 7, y: 7), Point(x: 3, y: 7)], tolerance: 0))
    }

    @Test func dotsOnHostilePathsStayBounded() {
        // Non-finite paths stroke to nothing; on the enormous and degenerate ones the dots stop
        // at Dasher.maximumDashCount.
        for path in hostilePaths() {
            let outline = path.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .square, dash: [0, 1]))
            #expect(outline.elements.count <= 6 * Dasher.maximumDashCount)
            #expect(outline.isFinite)
        }
    }
}
