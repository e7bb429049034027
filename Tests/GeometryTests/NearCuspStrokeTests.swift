import Foundation
import Testing
@testable import Geometry

/// Cubics that just miss a cusp turn half round in a sliver of their parameter: the stroke there
/// must still be the points within w/2 of the path. The offset cubic of the piece holding the
/// turn, its handles scaled by 1 − d·κ with κ huge, used to bulge out by up to the width, and
/// the tight stretch's switch to the evolute fell between the 1/32 samples.
struct NearCuspStrokeTests {
    /// The largest distance from the outline (flattened finely) to the path, and the points of
    /// the path that the outline does not contain.
    static func reach(of path: Path, width: Double) -> (farthest: Double, uncovered: [Point]) {
        let outline = path.strokedPath(StrokeStyle(lineWidth: width, lineCap: .round, lineJoin: .round))
        let segments = path.segments
        var farthest = 0.0
        for polyline in outline.flattened(tolerance: 0.005) {
            for point in polyline.points {
                farthest = max(farthest, segments.map { distance(from: point, to: $0) }.min() ?? .infinity)
            }
        }
        let uncovered = segments.flatMap { s in (0...40).map { s.point(at: Double($0) / 40) } }.filter { !outline.contains($0) }
        return (farthest, uncovered)
    }

    /// The distance from `point` to `segment`: 400 samples, each local minimum among them
    /// refined by golden section search between its neighbours (where a curve crosses itself,
    /// the nearest sample can lie on the wrong branch).
    static func distance(from point: Point, to segment: Segment) -> Double {
        let count = 400
        let points = (0...count).map { segment.point(at: Double($0) / Double(count)) }
        let sampled = points.map { $0.distance(to: point) }
        var nearest = sampled.min() ?? .infinity
        // A refined minimum beats its sample by less than the step between samples.
        let step = zip(points, points.dropFirst()).map { $0.distance(to: $1) }.max() ?? 0
        let ratio = (5.0.squareRoot() - 1) / 2
        for i in 0...count where sampled[i] <= nearest + step
            && (i == 0 || sampled[i] <= sampled[i - 1]) && (i == count || sampled[i] <= sampled[i + 1]) {
            var low = Double(max(0, i - 1)) / Double(count), high = Double(min(count, i + 1)) / Double(count)
            for _ in 0..<60 {
                let a = high - ratio * (high - low), b = low + ratio * (high - low)
                if segment.point(at: a).distance(to: point) < segment.point(at: b).distance(to: point) { high = b } else { low = a }
            }
            nearest = min(nearest, segment.point(at: (low + high) / 2).distance(to: point))
        }
        return nearest
    }

    /// The property test's failing input (seed sbCLamWab1oxr2wDsdhsrKoJOPMN8GuxjL+tg8ZGhyU=): the
    /// second cubic slows to 0.06 pt per unit t at t ≈ 0.756, 68.71 across; the outline reached
    /// 72.08 (1.86 past half the width), drawn by an offset cubic with a handle 10 pt long.
    @Test func thePropertyTestsNearCuspStaysWithinHalfTheWidth() {
        let coordinates = [40.405656239354016, -59.21696296512178, 71.3281450238425, 18.221912009131785,
                           -20.374178710036688, 27.67597423602801, -64.19313103434756, -34.583823549194264,
                           63.578607973294396, 75.23581415213775, 85.90355488507495, -79.10566693684657,
                           58.130673319753924, 9.139813627121796, 72.15913771118863, -17.686913437008783,
                           -69.58859534696433, 47.99304086513996]
        let width = 3.026207031331594
        let path = randomCurvePath(coordinates)
        let (farthest, uncovered) = Self.reach(of: path, width: width)
        #expect(farthest <= width / 2 + 0.02, "the outline reaches \(farthest) from the path")
        #expect(uncovered.isEmpty)
        let box = path.boundingRect, strokeBox = path.strokedPath(StrokeStyle(lineWidth: width, lineCap: .round, lineJoin: .round)).boundingRect
        #expect(strokeBox.maxX <= box.maxX + width / 2 + 0.02, "\(strokeBox.maxX) against \(box.maxX)")
    }

    /// A cubic with a cusp at `cusp` (B′ = 0 there: p2 solved from p0, p1, p3), then p2 moved by
    /// `miss` so that the curve just misses it.
    static func nearCusp(_ p0: Point, _ p1: Point, _ p3: Point, cusp t: Double, miss: Point) -> Path {
        // (1−t)²(p1 − p0) + 2(1−t)t(p2 − p1) + t²(p3 − p2) = 0, solved for p2.
        let u = 1 - t
        let p2 = (p1 * (2 * u * t) - (p1 - p0) * (u * u) - p3 * (t * t)) / (2 * u * t - t * t)
        var path = Path()
        path.move(to: p0)
        path.addCurve(to: p3, control1: p1, control2: p2 + miss)
        return path
    }

    /// Near-cusps at parameters no halving lands on, missed by a little or by a lot, stroked
    /// thin and thick.
    @Test(arguments: [0.37, 0.5871, 0.7563])
    func nearCuspsStayWithinHalfTheWidth(cusp: Double) {
        for miss in [Point(x: 0.003, y: 0), Point(x: 0, y: -0.05), Point(x: 0.4, y: 0.3)] {
            let path = Self.nearCusp(Point(x: -60, y: -30), Point(x: 60, y: 80), Point(x: 55, y: 10), cusp: cusp, miss: miss)
            for width in [0.8, 3.0, 12.0] {
                let (farthest, uncovered) = Self.reach(of: path, width: width)
                #expect(farthest <= width / 2 + 0.02, "cusp \(cusp), miss \(miss), width \(width): reaches \(farthest)")
                #expect(uncovered.isEmpty, "cusp \(cusp), miss \(miss), width \(width)")
            }
        }
    }
}
