import Foundation
import Testing
@testable import Geometry

/// The metaball neck's construction in closed form (seed 002's Bézier connection, v = 0.5,
/// handle rate 2.4).
@Suite struct MetaballBridgeGeometryTests {
    @Test func equalSeparateBallsGetTheirNeckAtFortyFiveDegrees() throws {
        // Radius 10 at (0, 0) and (25, 0): apart (u = 0), not yet fading (the cut-off is
        // 10 + 2.5·10 = 35, fading starts halfway from touching, at 27.5). The outer tangent is
        // at acos(0) = 90°, so with v = 0.5 the neck leaves circle 1 at ±45° and circle 2 at
        // 180° ∓ 45°.
        let a = Metaballs.Ball(center: .zero, radius: 10), b = Metaballs.Ball(center: Point(x: 25, y: 0), radius: 10)
        let bridge = try #require(MetaballBridge(a, b, spread: 0.5, handleRate: 2.4, reach: 2.5))
        let s = 10 / 2.0.squareRoot()
        let p1 = Point(x: s, y: s), p2 = Point(x: s, y: -s), p3 = Point(x: 25 - s, y: s), p4 = Point(x: 25 - s, y: -s)
        // Handle factor min(v·2.4, |p1p3| / (r1 + r2)) · min(1, 2d / (r1 + r2)) = (25 − 2s) / 20;
        // the handles run along the circles' tangents, towards the other ball.
        let h = 10 * (25 - 2 * s) / 20
        let along = h / 2.0.squareRoot()
        let expected: [PathElement] = [
            .move(to: p1),
            .curve(to: p3, control1: Point(x: p1.x + along, y: p1.y - along), control2: Point(x: p3.x - along, y: p3.y - along)),
            .line(to: p4),
            .curve(to: p2, control1: Point(x: p4.x - along, y: p4.y + along), control2: Point(x: p2.x + along, y: p2.y + along)),
            .closeSubpath,
        ]
        #expect(bridge.path.elements.count == expected.count)
        for (actual, wanted) in zip(bridge.path.elements, expected) {
            switch (actual, wanted) {
            case (.curve(let p, let c1, let c2), .curve(let q, let d1, let d2)):
                #expect(isClose(p, q, tolerance: 1e-12) && isClose(c1, d1, tolerance: 1e-12) && isClose(c2, d2, tolerance: 1e-12))
            case (.move(let p), .move(let q)), (.line(let p), .line(let q)):
                #expect(isClose(p, q, tolerance: 1e-12))
            default:
                #expect(actual == wanted)
            }
        }
    }

    @Test func overlappingBallsStartTheNeckWhereTheCirclesCross() throws {
        // Radius 10 at (0, 0) and (16, 0) cross at x = 8, y = ±6: u = acos(0.8) on both. With
        // spread 0 the neck's ends are exactly those crossing points.
        let a = Metaballs.Ball(center: .zero, radius: 10), b = Metaballs.Ball(center: Point(x: 16, y: 0), radius: 10)
        let bridge = try #require(MetaballBridge(a, b, spread: 0, handleRate: 2.4, reach: 2.5))
        let ends = bridge.path.elements.compactMap(\.endPoint)
        #expect(isClose(ends.first, Point(x: 8, y: 6), tolerance: 1e-12))
        #expect(isClose(ends[1], Point(x: 8, y: 6), tolerance: 1e-12))
        #expect(isClose(ends[2], Point(x: 8, y: -6), tolerance: 1e-12))
        // Nested or far balls have no neck.
        #expect(MetaballBridge(a, Metaballs.Ball(center: Point(x: 1, y: 0), radius: 3), spread: 0.5, handleRate: 2.4, reach: 2.5) == nil)
        #expect(MetaballBridge(a, Metaballs.Ball(center: Point(x: 35.1, y: 0), radius: 10), spread: 0.5, handleRate: 2.4, reach: 2.5) == nil)
    }
}
