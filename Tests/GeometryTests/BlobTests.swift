import Foundation
import Testing
@testable import Geometry

@Suite struct BlobTests {
    let rect = Rect(x: 0, y: 0, width: 240, height: 200)

    @Test func smoothBlobsAreTangentContinuousAtEveryJoinForFiftySeeds() throws {
        for seed in UInt64(0)..<50 {
            for points in [3, 5, 8, 13] {
                let segments = ShapesTestSupport.segments(try Blob(points: points, seed: seed, style: .smooth).path(in: rect))
                #expect(segments.count == points)
                for (i, segment) in segments.enumerated() {
                    let next = segments[(i + 1) % segments.count]
                    let incoming = try #require(ShapesTestSupport.endTangent(segment))
                    let outgoing = try #require(ShapesTestSupport.startTangent(next))
                    // Same direction: the cross product vanishes and the dot product is +1.
                    #expect(abs(incoming.cross(outgoing)) < 1e-9, "seed \(seed), \(points) points, join \(i)")
                    #expect(incoming.dot(outgoing) > 0.999_999)
                }
            }
        }
    }

    /// A smooth blob never crosses itself: the area GEOS paints (each region once) equals the
    /// exact signed area, up to the 0.01 pt flattening (perimeter × tolerance).
    @Test func smoothBlobsAreSimpleClosedCurves() throws {
        for seed in UInt64(0)..<50 {
            let path = try Blob(points: 3 + Int(seed % 10), seed: seed, style: .smooth).path(in: rect)
            let painted = try path.filledArea()
            #expect(abs(painted - path.area) < path.length * 0.01, "seed \(seed)")
        }
    }

    @Test(arguments: Blob.Style.allCases)
    func aSeedAlwaysGivesTheSameBlob(style: Blob.Style) throws {
        let a = try Blob(points: 7, seed: 99, style: style).path(in: rect)
        let b = try Blob(points: 7, seed: 99, style: style).path(in: rect)
        let c = try Blob(points: 7, seed: 100, style: style).path(in: rect)
        #expect(a == b)
        #expect(a != c)
    }

    @Test func articleStylesRepeatTheFirstPointAndClose() throws {
        for style in [Blob.Style.quad, .alternatingCubic, .cubic] {
            let path = try Blob(points: 6, seed: 1, style: style).path(in: rect)
            // move, six curves (the last back to the first point), close.
            #expect(path.elements.count == 8)
            #expect(path.elements[6].endPoint == path.elements[0].endPoint)
            #expect(path.elements.last == .closeSubpath)
        }
    }

    @Test func quadPointsFollowTheArticlesRadii() throws {
        let path = try Blob(points: 10, seed: 5, style: .quad).path(in: rect)
        for element in path.elements.dropFirst().dropLast() {
            guard case .quadCurve(let p, _) = element else {
                Issue.record("expected quadratic curves")
                return
            }
            let distance = p.distance(to: Point(x: 120, y: 100))
            #expect(distance >= 70 - 1e-9 && distance <= 100 + 1e-9)
        }
    }

    @Test func cubicPointsLieBetweenThe045And085Radii() throws {
        let path = try Blob(points: 12, seed: 8, style: .cubic).path(in: rect)
        for element in path.elements.dropFirst().dropLast() {
            let distance = try #require(element.endPoint).distance(to: Point(x: 120, y: 100))
            #expect(distance >= 45 - 1e-9 && distance <= 85 + 1e-9)
        }
    }

    @Test func badPointCountsThrow() {
        #expect(throws: GeometryError.self) { try Blob(points: 2, seed: 0).path(in: rect) }
        #expect(throws: GeometryError.self) { try Blob(points: 1_000_000, seed: 0).path(in: rect) }
    }
}
