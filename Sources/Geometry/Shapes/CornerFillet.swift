import Foundation

/// A circular arc rounding the corner of a polygon, tangent to both edges.
///
/// For a corner at vertex V whose edges leave along unit vectors u₁ (back to the previous vertex)
/// and u₂ (on to the next) with half-angle θ between them, a circle of radius r tangent to both
/// edges has its centre on the bisector at distance r / sin θ from V and touches each edge at
/// distance r / tan θ from V. The arc between the two tangent points sweeps π − 2θ.
struct CornerFillet: Hashable, Sendable {
    var center: Point
    var radius: Double
    /// Where the arc leaves the incoming edge.
    var start: Point
    /// Where the arc joins the outgoing edge.
    var end: Point
    var startAngle: Double
    var endAngle: Double
    /// SwiftUI's flag: false sweeps with increasing angle (a corner turning clockwise on screen).
    var clockwise: Bool

    /// The fillet of radius `radius` at `vertex` between the edges from `previous` and to `next`,
    /// or nil when there is nothing to round: a zero radius, a zero-length edge, a straight
    /// corner or a full reversal.
    ///
    /// The tangent distance r / tan θ is capped at `maximumTangentDistance` (callers pass half the
    /// shorter adjacent edge, so fillets of neighbouring corners may meet but never overlap); the
    /// radius shrinks to match the cap.
    init?(vertex: Point, previous: Point, next: Point, radius: Double, maximumTangentDistance: Double) {
        let back = previous - vertex, forward = next - vertex
        let backLength = back.length, forwardLength = forward.length
        guard radius > 0, backLength > 0, forwardLength > 0, maximumTangentDistance > 0 else { return nil }
        let u1 = back / backLength, u2 = forward / forwardLength
        let halfAngle = acos(min(1, max(-1, u1.dot(u2)))) / 2
        // Straight (θ = π/2) or folded back (θ = 0) corners have no fillet.
        guard halfAngle > 1e-9, halfAngle < Double.pi / 2 - 1e-9 else { return nil }
        let tangentDistance = min(radius / tan(halfAngle), maximumTangentDistance)
        let r = tangentDistance * tan(halfAngle)
        let bisector = (u1 + u2) / (u1 + u2).length
        center = vertex + bisector * (r / sin(halfAngle))
        self.radius = r
        start = vertex + u1 * tangentDistance
        end = vertex + u2 * tangentDistance
        startAngle = atan2(start.y - center.y, start.x - center.x)
        endAngle = atan2(end.y - center.y, end.x - center.x)
        // Turning towards increasing angle (cross > 0) travels the arc with increasing angle.
        clockwise = (vertex - previous).cross(next - vertex) < 0
    }
}

extension Path {
    /// A closed polygon through `vertices` with each corner rounded by its radius in `radii`
    /// (0 keeps it sharp), every fillet's tangent distance capped at half of each adjacent edge.
    static func roundedPolygon(_ vertices: [Point], radii: [Double]) -> Path {
        var path = Path()
        let n = vertices.count
        guard n >= 2 else { return closedPolygon(vertices) }
        for i in 0..<n {
            let vertex = vertices[i], previous = vertices[(i + n - 1) % n], next = vertices[(i + 1) % n]
            let cap = min(vertex.distance(to: previous), vertex.distance(to: next)) / 2
            let fillet = CornerFillet(vertex: vertex, previous: previous, next: next,
                                      radius: i < radii.count ? radii[i] : 0, maximumTangentDistance: cap)
            guard let fillet else {
                if i == 0 { path.move(to: vertex) } else { path.addLine(to: vertex) }
                continue
            }
            if i == 0 { path.move(to: fillet.start) }
            // addArc draws the straight edge from the current point to the arc's start itself.
            path.addArc(center: fillet.center, radius: fillet.radius, startAngle: .radians(fillet.startAngle),
                        endAngle: .radians(fillet.endAngle), clockwise: fillet.clockwise)
        }
        path.closeSubpath()
        return path
    }
}
