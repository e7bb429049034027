import Foundation
import Testing
@testable import Geometry

@Suite struct RegularPolygonTests {
    let rect = Rect(x: 10, y: 20, width: 300, height: 200)

    @Test(arguments: [3, 4, 5, 6, 7, 12, 100])
    func areaIsTheClosedForm(sides: Int) throws {
        let path = try RegularPolygon(sides: sides).path(in: rect)
        let radius = 100.0
        let expected = Double(sides) / 2 * radius * radius * sin(2 * .pi / Double(sides))
        let area = abs(ShapesTestSupport.totalSignedArea(path))
        #expect(abs(area - expected) < 1e-9 * expected)
    }

    @Test func verticesAreOnTheCircleAboutTheRectCentreStartingAtAngleZero() throws {
        let vertices = try RegularPolygon(sides: 5).vertices(in: rect)
        #expect(vertices.count == 5)
        #expect(abs(vertices[0].x - 260) < 1e-12 && abs(vertices[0].y - 120) < 1e-12)
        for v in vertices { #expect(abs(v.distance(to: Point(x: 160, y: 120)) - 100) < 1e-9) }
        // The second vertex is 72° clockwise on screen: below the centre (y down).
        #expect(vertices[1].y > 120)
    }

    @Test(arguments: [-1, 0, 2, 10_001, 1_000_000])
    func badSideCountsThrow(sides: Int) {
        #expect(throws: GeometryError.self) { try RegularPolygon(sides: sides).path(in: rect) }
    }

    @Test func nonFiniteRectThrows() {
        #expect(throws: GeometryError.self) {
            try RegularPolygon(sides: 4).path(in: Rect(x: .nan, y: 0, width: 10, height: 10))
        }
    }
}

@Suite struct PolygonTests {
    @Test func unitCoordinatesMapIntoTheRect() throws {
        let path = try Polygon(points: [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1)])
            .path(in: Rect(x: 10, y: 10, width: 100, height: 50))
        #expect(ShapesTestSupport.straightRings(path) == [[Point(x: 10, y: 10), Point(x: 110, y: 10), Point(x: 110, y: 60)]])
        #expect(abs(abs(ShapesTestSupport.totalSignedArea(path)) - 2500) < 1e-9)
    }

    @Test func badPointsThrow() {
        let rect = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(throws: GeometryError.self) { try Polygon(points: [Point(x: 0, y: 0)]).path(in: rect) }
        #expect(throws: GeometryError.self) {
            try Polygon(points: [Point(x: 0, y: 0), Point(x: .nan, y: 1)]).path(in: rect)
        }
    }
}

@Suite struct RandomPolygonTests {
    let rect = Rect(x: 0, y: 0, width: 200, height: 100)

    @Test func verticesLieBetweenAThirdAndTheWholeRadiusAtEqualAngles() throws {
        for seed in UInt64(0)..<20 {
            let vertices = try RandomPolygon(sides: 9, seed: seed).vertices(in: rect)
            #expect(vertices.count == 9)
            for (i, v) in vertices.enumerated() {
                let offset = v - Point(x: 100, y: 50)
                #expect(offset.length >= 50.0 / 3 - 1e-9 && offset.length <= 50 + 1e-9)
                var angle = atan2(offset.y, offset.x)
                if angle < -1e-9 { angle += 2 * .pi }
                #expect(abs(angle - 2 * .pi * Double(i) / 9) < 1e-9)
            }
        }
    }

    @Test func aSeedAlwaysGivesTheSamePolygonAndSeedsDiffer() throws {
        let a = try RandomPolygon(sides: 6, seed: 11).path(in: rect)
        let b = try RandomPolygon(sides: 6, seed: 11).path(in: rect)
        let c = try RandomPolygon(sides: 6, seed: 12).path(in: rect)
        #expect(a == b)
        #expect(a != c)
    }

    @Test func badSideCountsThrow() {
        #expect(throws: GeometryError.self) { try RandomPolygon(sides: 2, seed: 0).path(in: rect) }
    }
}

@Suite struct RandomPointsTests {
    @Test func pointsStayInTheCentredSquare() throws {
        let rect = Rect(x: 5, y: 5, width: 300, height: 100)
        let points = try RandomPoints(count: 200, seed: 4).points(in: rect)
        #expect(points.count == 200)
        for p in points {
            #expect(p.x >= 105 && p.x <= 205 && p.y >= 5 && p.y <= 105)
        }
        #expect(points[0].x >= 106 && points[0].y >= 6)
    }

    @Test func countsBelowTwoThrow() {
        #expect(throws: GeometryError.self) {
            try RandomPoints(count: 1, seed: 0).path(in: Rect(x: 0, y: 0, width: 1, height: 1))
        }
    }
}
