import Foundation
import Testing
@testable import Geometry

/// Checks a round-capped, round-joined stroke against its definition: the points within w/2 of
/// the path. On a grid over the outline's box, `contains` (nonzero) must agree with the distance
/// to a dense sampling of the path, except within `margin` of the stroke's edge.
func expectStrokeMatchesDistance(_ path: Path, width: Double, grid: Int = 48, margin: Double) {
    let outline = path.strokedPath(StrokeStyle(lineWidth: width, lineCap: .round, lineJoin: .round), tolerance: 0.01)
    let samples = path.segments.flatMap { segment in (0...600).map { segment.point(at: Double($0) / 600) } }
    let box = outline.boundingRect
    var mismatches: [Point] = []
    for i in 0..<grid {
        for j in 0..<grid {
            let p = Point(x: box.minX + (Double(i) + 0.5) * box.width / Double(grid),
                          y: box.minY + (Double(j) + 0.5) * box.height / Double(grid))
            let distance = samples.map { $0.distance(to: p) }.min() ?? .infinity
            if outline.contains(p) != (distance <= width / 2), abs(distance - width / 2) > margin {
                mismatches.append(p)
            }
        }
    }
    #expect(mismatches.isEmpty, "outline and distance disagree at \(mismatches.prefix(5))")
}

@Test func thickStrokeOfASmallCircleIsASolidDisc() {
    // Radius 3 stroked 10 wide: the inner offset folds past the centre; the stroke is a disc of radius 8.
    let outline = circle(radius: 3).strokedPath(StrokeStyle(lineWidth: 10))
    #expect(outline.contains(.zero))
    #expect(outline.contains(Point(x: 1.5, y: -1)))
    expectStrokeMatchesDistance(circle(radius: 3), width: 10, margin: 0.05)
}

@Test func thickStrokeOfALoopingCubicCoversExactlyThePointsWithinHalfTheWidth() {
    var path = Path()
    path.move(to: .zero)
    path.addCurve(to: Point(x: 100, y: 0), control1: Point(x: 100, y: 60), control2: Point(x: 0, y: 60))
    expectStrokeMatchesDistance(path, width: 40, margin: 0.1)
}

@Test func thickStrokeOfATightZigzagCoversExactlyThePointsWithinHalfTheWidth() {
    var path = Path()
    path.addLines([.zero, Point(x: 30, y: 5), Point(x: 0, y: 10), Point(x: 30, y: 15)])
    path.addQuadCurve(to: Point(x: 10, y: 40), control: Point(x: 60, y: 40))
    expectStrokeMatchesDistance(path, width: 14, margin: 0.05)
}

/// A long narrow spike whose tip bends far tighter than the half width: discs are placed only
/// near the tip now, and the swallowtail of the inner offset must still be filled.
@Test func thickStrokeOfANarrowSpikeCoversExactlyThePointsWithinHalfTheWidth() {
    var path = Path()
    path.move(to: .zero)
    path.addCurve(to: Point(x: 4, y: 0), control1: Point(x: 1, y: 80), control2: Point(x: 3, y: 80))
    expectStrokeMatchesDistance(path, width: 6, grid: 64, margin: 0.05)
    expectStrokeMatchesDistance(path, width: 24, margin: 0.1)
}

@Test func thickStrokeOfASpikyBlobCoversExactlyThePointsWithinHalfTheWidth() throws {
    let blob = try Blob(points: 7, seed: 3).path(in: Rect(x: 0, y: 0, width: 40, height: 40))
    expectStrokeMatchesDistance(blob, width: 5, margin: 0.05)
}

/// A side that bends tighter than w/2 follows the evolute: a 1,000-point blob's spikes (each
/// ~1 pt wide at the tip, up to ~75 pt long) used to get pen discs along their whole length,
/// 1.3 million elements, then along the tight stretches only, 316,000; now the outline is just
/// its two sides: 52,860 elements.
@Test func spikyBlobStrokeStaysCompact() throws {
    let blob = try Blob(points: 1000, seed: 1).path(in: Rect(x: 0, y: 0, width: 300, height: 300))
    let outline = blob.strokedPath(StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round))
    #expect(outline.elements.count < 60_000)
    // Two contours (the closed blob's two sides), nothing added.
    #expect(outline.elements.filter { $0 == .closeSubpath }.count == 2)
}

/// Radius 3 stroked 10 wide: the inner side follows the centres of curvature, which for a
/// circle is its centre, so the outline is the radius-8 circle plus a contour of no area, and
/// every point of the disc is wound exactly once (signed area = filled area = 64π).
@Test func tightCircleStrokeWindsTheDiscOnceWithItsInnerSideAtTheCentre() {
    let outline = circle(radius: 3).strokedPath(StrokeStyle(lineWidth: 10), tolerance: 0.001)
    let expected = Double.pi * 64
    #expect(abs(outline.area - expected) < 1e-3 * expected)
    #expect(abs(filledArea(of: outline) - expected) < 1e-3 * expected)
    let inner = outline.subpaths[1].segments.flatMap { s in (0...8).map { s.point(at: Double($0) / 8) } }
    #expect(inner.allSatisfy { $0.length < 0.01 })
}

/// The winding number of `path` (closed) about `point`, from Geometry's ray crossings.
private func windingNumber(of path: Path, at point: Point) -> Int {
    var winding = 0
    for subpath in path.subpaths {
        var segments = subpath.segments
        if !subpath.isClosed, subpath.end != subpath.start { segments.append(.line(subpath.end, subpath.start)) }
        for segment in segments { winding += segment.rayCrossings(from: point, resolution: 1e-9, depth: 0) }
    }
    return winding
}

/// Where a side follows the evolute, every piece's band winds forward, so the outline's winding
/// never takes both signs: sampled on a grid around a spike, a loop, a cusp and a tight circle
/// (the folded offsets of plain offsetting wind backwards inside their swallowtails, and where
/// that meets a forward band the nonzero fill gets a hole).
@Test func tightBendOutlinesNeverWindBackwards() {
    var spike = Path()
    spike.move(to: .zero)
    spike.addCurve(to: Point(x: 4, y: 0), control1: Point(x: 1, y: 80), control2: Point(x: 3, y: 80))
    var loop = Path()
    loop.move(to: .zero)
    loop.addCurve(to: Point(x: 100, y: 0), control1: Point(x: 100, y: 60), control2: Point(x: 0, y: 60))
    var cusp = Path()
    cusp.move(to: .zero)
    cusp.addCurve(to: Point(x: 100, y: 0), control1: Point(x: 150, y: 100), control2: Point(x: -50, y: 100))
    for (path, width) in [(spike, 6.0), (spike, 24), (loop, 40), (cusp, 10), (circle(radius: 3), 10)] {
        // Butt caps: no cap or join adds winding, only the sides' bands.
        let outline = path.strokedPath(StrokeStyle(lineWidth: width), tolerance: 0.01)
        let box = outline.boundingRect
        var positive: [Point] = [], negative: [Point] = []
        for i in 0..<40 {
            for j in 0..<40 {
                let p = Point(x: box.minX + (Double(i) + 0.5) * box.width / 40, y: box.minY + (Double(j) + 0.5) * box.height / 40)
                let winding = windingNumber(of: outline, at: p)
                if winding > 0 { positive.append(p) } else if winding < 0 { negative.append(p) }
            }
        }
        #expect(!positive.isEmpty || !negative.isEmpty)
        #expect(positive.isEmpty || negative.isEmpty,
                "width \(width): windings of both signs, e.g. \(positive.prefix(2)) and \(negative.prefix(2))")
    }
}

/// The evolute side meets the plain offset exactly where the curve's radius of curvature is
/// w/2, and lies at the centre of curvature in between.
@Test func sidePointsAreTheOffsetOrTheCentreOfCurvature() {
    let segment = Segment.cubic(.zero, Point(x: 1, y: 80), Point(x: 3, y: 80), Point(x: 4, y: 0))
    for t in stride(from: 0.05, through: 0.95, by: 0.05) {
        let kappa = segment.curvature(at: t)
        guard let tangent = segment.tangent(at: t) else { continue }
        let normal = OffsetPiece.normal(tangent)
        for distance in [3.0, -3.0] {
            let side = segment.sidePoint(at: t, distance: distance)
            let expectedReach = distance * kappa > 1 ? 1 / kappa : distance
            let expected = segment.point(at: t) + normal * expectedReach
            #expect(side.distance(to: expected) < 1e-9 * max(1, abs(expectedReach)))
        }
    }
    // The switching parameters are where |d·κ| = 1.
    for t in segment.offsetCuspParameters(distance: 3) {
        #expect(abs(abs(3 * segment.curvature(at: t)) - 1) < 1e-6)
    }
    #expect(segment.offsetCuspParameters(distance: 3).count == 2)
}
