import Foundation
import Testing
@testable import Geometry

@Suite struct StarTests {
    let rect = Rect(x: 0, y: 0, width: 300, height: 300)

    @Test(arguments: [4, 5, 6, 7, 8, 15])
    func sharpStarAreaIsTheStarPolygonFormula(points: Int) throws {
        let star = Star(points: points)
        let path = try star.path(in: rect)
        let outer = 135.0, inner = 54.0
        let expected = Double(points) * outer * inner * sin(.pi / Double(points))
        #expect(abs(path.area - expected) < 1e-9 * expected)
    }

    @Test func firstPointIsStraightUpAndOddStarsShiftDown() throws {
        let five = try Star(points: 5).vertices(in: rect)
        // Centre y = 150 × (1.3 − 0.2) = 165; the top point is 135 above it.
        #expect(abs(five[0].x - 150) < 1e-9 && abs(five[0].y - 30) < 1e-9)
        let six = try Star(points: 6).vertices(in: rect)
        #expect(abs(six[0].y - 15) < 1e-9)
        let circled = try Star(points: 5, isCircleOutline: true).vertices(in: rect)
        #expect(abs(circled[0].y - 15) < 1e-9)
    }

    /// Every join along the rounded outline (edge to arc, arc piece to arc piece, arc to edge)
    /// keeps its tangent direction.
    @Test(arguments: [(5, 4.0, 4.0), (5, 10.0, 2.0), (7, 4.0, 0.5), (15, 14.0, 14.0), (3, 30.0, 8.0)])
    func roundedCornersAreTangentToBothEdges(points: Int, outerRadius: Double, innerRadius: Double) throws {
        let path = try Star(points: points, cornerRadius: outerRadius, innerCornerRadius: innerRadius).path(in: rect)
        let segments = ShapesTestSupport.segments(path).filter { segment in
            segment.contains { $0.distance(to: segment[0]) > 1e-9 }
        }
        #expect(segments.count >= 4 * points)
        for (i, segment) in segments.enumerated() {
            let next = segments[(i + 1) % segments.count]
            let incoming = try #require(ShapesTestSupport.endTangent(segment))
            let outgoing = try #require(ShapesTestSupport.startTangent(next))
            #expect(abs(incoming.cross(outgoing)) < 1e-6, "join \(i)")
            #expect(incoming.dot(outgoing) > 0)
        }
    }

    /// Rounding removes r²(cot θ − (π/2 − θ)) at each convex corner of half-angle θ and adds the
    /// same amount at each reflex one (measured on its outer side).
    @Test func roundedAreaMatchesTheFilletFormula() throws {
        let star = Star(points: 5, cornerRadius: 6, innerCornerRadius: 3)
        let vertices = try star.vertices(in: rect)
        func halfAngle(_ i: Int) -> Double {
            let n = vertices.count
            let a = vertices[(i + n - 1) % n] - vertices[i], b = vertices[(i + 1) % n] - vertices[i]
            return acos(a.dot(b) / (a.length * b.length)) / 2
        }
        func cut(_ r: Double, _ theta: Double) -> Double { r * r * (1 / tan(theta) - (.pi / 2 - theta)) }
        let sharp = 5 * 135.0 * 54.0 * sin(Double.pi / 5)
        let expected = sharp - 5 * cut(6, halfAngle(0)) + 5 * cut(3, halfAngle(1))
        let rounded = try star.path(in: rect).area
        #expect(rounded < sharp)
        // Arcs are cubics within 1e-4 of the radius: their area error is tiny against this.
        #expect(abs(rounded - expected) < 1e-3)
    }

    @Test func hugeRadiiAreClampedToHalfAnEdge() throws {
        let path = try Star(points: 5, cornerRadius: 1_000).path(in: rect)
        let sharp = try Star(points: 5).path(in: rect)
        #expect(path.area > 0 && path.area < sharp.area)
        // No fillet reaches beyond the middle of its edge, so the outline stays simple:
        // GEOS's filled area equals the signed area.
        #expect(abs(try path.filledArea() - path.area) < 0.05 * path.area)
    }

    @Test func cutoutFillsTheRectMinusTheStarEvenOdd() throws {
        let path = try Star(points: 5, isCutout: true).path(in: rect)
        let starArea = 5 * 135.0 * 54.0 * sin(Double.pi / 5)
        #expect(abs(try path.filledArea(eoFill: true) - (90_000 - starArea)) < 1e-6)
        let circled = try Star(points: 5, isCutout: true, isCircleOutline: true).path(in: rect)
        let circle = Double.pi * 150 * 150
        #expect(abs(try circled.filledArea(eoFill: true) - (circle - starArea)) < 2e-3 * circle)
    }

    @Test func badInputThrows() {
        #expect(throws: GeometryError.self) { try Star(points: 1).path(in: rect) }
        #expect(throws: GeometryError.self) { try Star(points: 1_000_000).path(in: rect) }
        #expect(throws: GeometryError.self) { try Star(cornerRadius: -1).path(in: rect) }
        #expect(throws: GeometryError.self) { try Star(cornerRadius: .nan).path(in: rect) }
        #expect(throws: GeometryError.self) { try Star(innerRatio: 0).path(in: rect) }
        #expect(throws: GeometryError.self) { try Star(innerCornerRadius: -2).path(in: rect) }
    }
}
