import Foundation
import Testing
@testable import Geometry

@Test func flattenedCircleStaysWithinTolerance() {
    let radius = 100.0
    let path = Path(ellipseIn: Rect(x: -radius, y: -radius, width: 2 * radius, height: 2 * radius))
    for tolerance in [1.0, 0.05, 0.001] {
        guard let polyline = path.flattened(tolerance: tolerance).first else {
            Issue.record("no polyline")
            return
        }
        #expect(polyline.isClosed)
        // The chord midpoints are the farthest points from the circle: sagitta ≤ tolerance
        // (plus the cubics' own 4.3e-6·r departure from the circle).
        let points = polyline.points
        var worst = 0.0
        for (a, b) in zip(points, points.dropFirst() + [points[0]]) {
            worst = max(worst, radius - a.lerp(to: b, 0.5).length)
        }
        #expect(worst <= tolerance + 4.3e-6 * radius)
        // And it is not absurdly fine: at least half the tolerance is used somewhere.
        #expect(worst >= tolerance / 8)
    }
}

@Test func flatteningKeepsLinesAndSubpaths() {
    var path = Path()
    path.addLines([.zero, Point(x: 1, y: 0), Point(x: 1, y: 1)])
    path.addRect(Rect(x: 5, y: 5, width: 2, height: 2))
    let polylines = path.flattened(tolerance: 0.1)
    #expect(polylines == [
        Polyline(points: [.zero, Point(x: 1, y: 0), Point(x: 1, y: 1)], isClosed: false),
        Polyline(points: [Point(x: 5, y: 5), Point(x: 7, y: 5), Point(x: 7, y: 7), Point(x: 5, y: 7)], isClosed: true),
    ])
}

@Test func flatteningBadInputTerminates() {
    var path = Path()
    path.move(to: .zero)
    path.addCurve(to: Point(x: 1e300, y: 1), control1: Point(x: .nan, y: 0), control2: Point(x: -1e300, y: 5))
    let polylines = path.flattened(tolerance: 0)
    #expect(polylines.count == 1)
    #expect((polylines.first?.points.count ?? 0) <= 65_537)
}
