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

/// Discs along only the tight stretches: a 1,000-point blob's spikes (each ~1 pt wide at the
/// tip, up to ~75 pt long) used to get discs along their whole length, 1.3 million elements;
/// along the tight stretches only it is 316,000.
@Test func spikyBlobStrokeStaysCompact() throws {
    let blob = try Blob(points: 1000, seed: 1).path(in: Rect(x: 0, y: 0, width: 300, height: 300))
    let outline = blob.strokedPath(StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round))
    #expect(outline.elements.count < 400_000)
}
