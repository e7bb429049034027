import Foundation
import PropertyBased
import Testing
@testable import Geometry

/// Invariants of the seeds' shapes over random parameters.
@Suite struct ShapesPropertyTests {
    static let rect = Rect(x: 0, y: 0, width: 300, height: 240)

    /// Any rounded star, whatever its radii (clamped or not), is tangent-continuous at every join;
    /// rounding the outer (convex) corners only removes area, rounding the inner (reflex) ones
    /// only adds it.
    @Test func roundedStarsAreSmoothAndInsideTheirSharpStar() async {
        await propertyCheck(count: 80, input: Gen.int(in: 2...24), Gen.double(in: 0...60), Gen.double(in: 0...60),
                            Gen.double(in: 0.1...0.9)) { points, outer, inner, ratio in
            let star = Star(points: points, cornerRadius: outer, innerRatio: ratio, innerCornerRadius: inner)
            let path = try star.path(in: Self.rect)
            let segments = ShapesTestSupport.segments(path).filter { segment in
                segment.contains { $0.distance(to: segment[0]) > 1e-9 }
            }
            for (i, segment) in segments.enumerated() {
                let next = segments[(i + 1) % segments.count]
                guard let incoming = ShapesTestSupport.endTangent(segment),
                      let outgoing = ShapesTestSupport.startTangent(next) else { continue }
                // Sharp corners stay only where a radius is 0.
                if outer > 0, inner > 0 { #expect(abs(incoming.cross(outgoing)) < 1e-6) }
            }
            let sharp = try Star(points: points, innerRatio: ratio).path(in: Self.rect).area
            let outerOnly = Star(points: points, cornerRadius: outer, innerRatio: ratio, innerCornerRadius: 0)
            let innerOnly = Star(points: points, cornerRadius: 0, innerRatio: ratio, innerCornerRadius: inner)
            #expect(try outerOnly.path(in: Self.rect).area <= sharp * (1 + 1e-12))
            // Inner corners are reflex only when the inner point lies inside the chord joining
            // its outer neighbours (ratio < cos(π/n)); otherwise rounding them removes area too.
            if ratio < cos(Double.pi / Double(points)) {
                #expect(try innerOnly.path(in: Self.rect).area >= sharp * (1 - 1e-12))
            } else {
                #expect(try innerOnly.path(in: Self.rect).area <= sharp * (1 + 1e-12))
            }
        }
    }

    /// Restarting a blob's outline elsewhere and running it backwards does not change the
    /// morph: halfway, every point is within one sample spacing of the blob's own samples.
    @Test func morphAlignsAnyRestartedReversedOutline() async {
        await propertyCheck(count: 30, input: Gen.int(in: 0...1_000_000), Gen.int(in: 1...99)) { seed, shift in
            let blob = try Blob(points: 6, seed: UInt64(seed), style: .smooth).path(in: Self.rect)
            let samples = blob.points(count: 100)
            let restarted = Array(samples[shift...] + samples[..<shift]).reversed()
            let other = Path.closedPolygon(Array(restarted))
            let halfway = try Morph(from: blob, to: other, progress: 0.5, samples: 100).interpolatedOutlines()
            let spacing = blob.length / 100
            for (p, q) in zip(try #require(halfway.first), samples) {
                #expect(p.distance(to: q) <= spacing)
            }
        }
    }
}
