import Foundation

/// Centripetal Catmull–Rom splines converted to cubic Béziers.
///
/// A Catmull–Rom spline is C¹ in its own parameter at every knot, so the Bézier pieces share
/// tangent directions at their joins (G¹): no corners. The centripetal knot spacing (α = ½) also
/// rules out cusps and self-intersections inside a segment (Yuksel, Schaefer and Keyser, "On the
/// Parameterization of Catmull-Rom Curves", 2009); the Bézier form of each piece is theirs too.
enum CatmullRom {
    /// The exponent of the centripetal parameterisation.
    static let alpha = 0.5

    /// A closed path of cubics through `knots` (each knot once; the spline wraps around).
    ///
    /// Consecutive equal knots are dropped first, since they would leave a tangent undefined.
    /// Fewer than three distinct knots give a closed polygon through them.
    static func closedPath(through knots: [Point]) -> Path {
        var points: [Point] = []
        for knot in knots where points.last != knot { points.append(knot) }
        while points.count > 1, points.first == points.last { points.removeLast() }
        guard points.count >= 3 else { return Path.closedPolygon(points) }
        var path = Path()
        path.move(to: points[0])
        let n = points.count
        for i in 0..<n {
            let (c1, c2) = controls(points[(i + n - 1) % n], points[i], points[(i + 1) % n], points[(i + 2) % n])
            path.addCurve(to: points[(i + 1) % n], control1: c1, control2: c2)
        }
        path.closeSubpath()
        return path
    }

    /// The Bézier control points of the spline piece from `p1` to `p2`, given the neighbours
    /// `p0` before and `p3` after.
    static func controls(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) -> (Point, Point) {
        // d = |Δ|^α, and d² = |Δ|^(2α); guard against a zero spacing with the chord itself.
        let d1 = max(pow(p0.distance(to: p1), alpha), .leastNormalMagnitude)
        let d2 = max(pow(p1.distance(to: p2), alpha), .leastNormalMagnitude)
        let d3 = max(pow(p2.distance(to: p3), alpha), .leastNormalMagnitude)
        let c1 = (p2 * (d1 * d1) - p0 * (d2 * d2) + p1 * (2 * d1 * d1 + 3 * d1 * d2 + d2 * d2)) / (3 * d1 * (d1 + d2))
        let c2 = (p1 * (d3 * d3) - p3 * (d2 * d2) + p2 * (2 * d3 * d3 + 3 * d3 * d2 + d2 * d2)) / (3 * d3 * (d3 + d2))
        return (c1, c2)
    }
}
