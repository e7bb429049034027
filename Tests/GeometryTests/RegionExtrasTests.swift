import Foundation
import Testing
@testable import Geometry

/// The exploration extras beyond the four set operations, against closed forms: centroids,
/// simplification, Voronoi cells and Delaunay triangles.
@Suite struct RegionExtrasTests {
    @Test func centroidsOfATriangleAnLShapeAndARing() throws {
        var triangle = Path()
        triangle.addLines([Point(x: 0, y: 0), Point(x: 30, y: 0), Point(x: 0, y: 60)])
        triangle.closeSubpath()
        // The mean of the vertices.
        #expect(isClose(try triangle.centroid(), Point(x: 10, y: 20), tolerance: 1e-9))
        // An L of a 20 × 10 bar (centre (10, 5), area 200) and a 10 × 30 leg below its left
        // end (centre (5, 25), area 300): (200·(10, 5) + 300·(5, 25)) / 500 = (7, 17).
        var l = Path()
        l.addLines([Point(x: 0, y: 0), Point(x: 20, y: 0), Point(x: 20, y: 10), Point(x: 10, y: 10),
                    Point(x: 10, y: 40), Point(x: 0, y: 40)])
        l.closeSubpath()
        #expect(isClose(try l.centroid(), Point(x: 7, y: 17), tolerance: 1e-9))
        // Two nested squares drawn the same way round: nonzero fills the outer square, even-odd
        // only the ring between them; the inner one sits off centre, so the centroids differ:
        // ring = (400·(10, 10) − 16·(4, 4)) / 384.
        var nested = Path(Rect(x: 0, y: 0, width: 20, height: 20))
        nested.addRect(Rect(x: 2, y: 2, width: 4, height: 4))
        #expect(isClose(try nested.centroid(), Point(x: 10, y: 10), tolerance: 1e-9))
        let ring = (4000.0 - 64) / 384
        #expect(isClose(try nested.centroid(eoFill: true), Point(x: ring, y: ring), tolerance: 1e-9))
    }

    @Test func simplifyingRemovesOnlyTheSmallDetours() throws {
        // A 20 × 20 square whose top side has a bump 0.5 high: simplified by 1 the bump goes
        // (the square's area, 400, comes back exactly); by 0.1 it stays.
        var bumpy = Path()
        bumpy.addLines([Point(x: 0, y: 0), Point(x: 10, y: -0.5), Point(x: 20, y: 0), Point(x: 20, y: 20), Point(x: 0, y: 20)])
        bumpy.closeSubpath()
        let simple = try bumpy.simplified(by: 1)
        #expect(ShapesTestSupport.straightRings(simple).first?.count == 4)
        #expect(abs(try simple.filledArea() - 400) < 1e-9)
        let kept = try bumpy.simplified(by: 0.1)
        #expect(abs(try kept.filledArea() - 405) < 1e-9)
        #expect(throws: GeometryError.self) { try bumpy.simplified(by: -1) }
    }

    @Test func voronoiCellsOfTwoPointsAreTheHalvesOfTheBox() throws {
        // The perpendicular bisector of (20, 50) and (60, 50) is x = 40.
        let cells = try Path.voronoiDiagram(of: [Point(x: 20, y: 50), Point(x: 60, y: 50)],
                                            in: Rect(x: 0, y: 0, width: 100, height: 100))
        let rings = ShapesTestSupport.straightRings(cells)
        #expect(rings.count == 2)
        let areas = rings.map { abs(ShapesTestSupport.signedArea($0)) }.sorted()
        #expect(abs(areas[0] - 4000) < 1e-9 && abs(areas[1] - 6000) < 1e-9)
        #expect(rings.allSatisfy { ring in ring.allSatisfy { p in [0.0, 40, 100].contains { abs(p.x - $0) < 1e-9 } } })
    }

    @Test func delaunayOfAHexagonAndItsCentreIsSixEquilateralTriangles() throws {
        let side = 10.0
        var points = (0..<6).map { i in
            Point(x: 50 + side * cos(Double(i) * Double.pi / 3), y: 50 + side * sin(Double(i) * Double.pi / 3))
        }
        points.append(Point(x: 50, y: 50))
        let triangles = ShapesTestSupport.straightRings(try Path.delaunayTriangulation(of: points))
        #expect(triangles.count == 6)
        let equilateral = 3.0.squareRoot() / 4 * side * side
        for triangle in triangles {
            #expect(abs(abs(ShapesTestSupport.signedArea(triangle)) - equilateral) < 1e-9)
            #expect(triangle.contains { $0.distance(to: Point(x: 50, y: 50)) < 1e-12 })
        }
    }
}
