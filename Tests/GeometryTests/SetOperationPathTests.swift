import Foundation
import Testing
@testable import Geometry

/// The `Path` set operations on curved input: circles are four cubics (radial error 2.7e-4 r)
/// flattened within 0.01 pt, so areas may differ from the closed forms by about
/// perimeter × (0.01 + 2.7e-4 r).
@Suite struct SetOperationPathTests {
    let radius = 50.0
    func circle(x: Double) -> Path { Path(ellipseIn: Rect(x: x - radius, y: 50, width: 2 * radius, height: 2 * radius)) }
    var slack: Double { 2 * 2 * Double.pi * radius * (0.01 + 2.8e-4 * radius) }

    @Test(arguments: [20.0, 60.0, 90.0])
    func circlesMatchTheLensFormula(distance: Double) throws {
        let a = circle(x: 100), b = circle(x: 100 + distance)
        let disc = Double.pi * radius * radius
        let lens = ShapesTestSupport.lensArea(radius: radius, distance: distance)
        #expect(abs(try a.intersection(b).filledArea() - lens) < slack)
        #expect(abs(try a.union(b).filledArea() - (2 * disc - lens)) < slack)
        #expect(abs(try a.subtracting(b).filledArea() - (disc - lens)) < slack)
        #expect(abs(try a.symmetricDifference(b).filledArea() - 2 * (disc - lens)) < slack)
        // The result's own signed area agrees with GEOS's measure (shells and holes wound apart).
        let union = try a.union(b)
        #expect(abs(union.area - (try union.filledArea())) < 1e-6)
    }

    @Test func eoFillAppliesToBothOperands() throws {
        var twoSquares = Path()
        twoSquares.addRect(Rect(x: 0, y: 0, width: 20, height: 20))
        twoSquares.addRect(Rect(x: 10, y: 10, width: 20, height: 20))
        let big = Path(Rect(x: -100, y: -100, width: 200, height: 200))
        #expect(abs(try twoSquares.intersection(big).filledArea() - 700) < 1e-9)
        #expect(abs(try twoSquares.intersection(big, eoFill: true).filledArea() - 600) < 1e-9)
    }

    @Test func lineIntersectionKeepsTheLineInsideTheOtherFill() throws {
        var line = Path()
        line.move(to: Point(x: 0, y: 100))
        line.addLine(to: Point(x: 300, y: 100))
        let inside = try line.lineIntersection(circle(x: 100))
        #expect(abs(ShapesTestSupport.segments(inside).reduce(0) { $0 + $1[0].distance(to: $1[1]) } - 100) < 1e-6)
        let outside = try line.lineSubtracting(circle(x: 100))
        #expect(abs(ShapesTestSupport.segments(outside).reduce(0) { $0 + $1[0].distance(to: $1[1]) } - 200) < 1e-6)
    }

    @Test func measuresOfTheFill() throws {
        let square = Path(Rect(x: 10, y: 20, width: 40, height: 20))
        #expect(try square.centroid() == Point(x: 30, y: 30))
        #expect(try Path().centroid() == nil)
        let grown = try square.buffered(by: 5)
        // Minkowski sum with a disc: area + perimeter·d + πd², less at most the chords' sagitta
        // (the 0.01 tolerance) along the corners' circumference 2πd.
        let grownArea = try grown.filledArea()
        let minkowski: Double = 800 + 120 * 5 + Double.pi * 25
        let chordSlack: Double = 0.01 * 2 * Double.pi * 5
        #expect(grownArea <= minkowski)
        #expect(grownArea > minkowski - chordSlack)
        #expect(abs(try square.buffered(by: -5).filledArea() - 300) < 1e-9)
        var star = try Star(points: 5).path(in: Rect(x: 0, y: 0, width: 300, height: 300))
        let hull = try star.convexHull()
        // The hull of a star is the pentagon through its points.
        #expect(abs(try hull.filledArea() - 2.5 * 135 * 135 * sin(2 * Double.pi / 5)) < 1e-6)
        star = try star.simplified(by: 1)
        #expect(ShapesTestSupport.straightRings(star).first?.count == 10)
    }

    @Test func voronoiAndDelaunayOfASquaresCorners() throws {
        let corners = [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)]
        let triangles = ShapesTestSupport.straightRings(try Path.delaunayTriangulation(of: corners))
        #expect(triangles.count == 2)
        #expect(abs(triangles.reduce(0) { $0 + abs(ShapesTestSupport.signedArea($1)) } - 100) < 1e-9)
        let cells = try Path.voronoiDiagram(of: corners, in: Rect(x: 0, y: 0, width: 10, height: 10))
        let cellRings = ShapesTestSupport.straightRings(cells)
        #expect(cellRings.count == 4)
        for ring in cellRings { #expect(abs(abs(ShapesTestSupport.signedArea(ring)) - 25) < 1e-9) }
    }

    @Test func emptyOperandsActAsTheEmptyRegion() throws {
        let square = Path(Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(abs(try square.union(Path()).filledArea() - 100) < 1e-9)
        #expect(try square.intersection(Path()).isEmpty)
        #expect(abs(try Path().symmetricDifference(square).filledArea() - 100) < 1e-9)
        #expect(try Path().subtracting(square).isEmpty)
    }

    @Test func badInputThrows() {
        var broken = Path()
        broken.move(to: Point(x: 0, y: 0))
        broken.addLine(to: Point(x: .infinity, y: 3))
        let square = Path(Rect(x: 0, y: 0, width: 1, height: 1))
        #expect(throws: GeometryError.self) { try broken.union(square) }
        #expect(throws: GeometryError.self) { try square.union(square, tolerance: 0) }
        #expect(throws: GeometryError.self) { try square.buffered(by: .nan) }
        #expect(throws: GeometryError.self) { try Path.delaunayTriangulation(of: []) }
        #expect(throws: GeometryError.self) { try Path.voronoiDiagram(of: [Point(x: .nan, y: 0)]) }
    }
}
