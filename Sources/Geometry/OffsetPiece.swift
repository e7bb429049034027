import Foundation

/// A piece of a source segment small enough that its offsets at ±half the line width are each
/// approximated by one cubic (or line) within the stroke tolerance.
///
/// The offset cubic has the offset end points and the source's end tangents; its handles are
/// the source's handles scaled by (1 − d·κ), the factor by which an osculating circle's radius
/// changes when offset by d (κ = signed curvature at that end). That is exact for circular arcs
/// and close for gently curving pieces; the error is measured at five parameters against the
/// true offset point B(t) + d·n(t), and a piece that misses is split in half (the approach of
/// Tiller & Hanson, 1984, refined by subdivision as kurbo's `offset` and Skia's stroker do).
struct OffsetPiece: Sendable {
    /// The deepest split: a source segment yields at most 2¹⁰ pieces. Splitting is adaptive, so
    /// only the pieces next to a cusp of the offset go this deep; at 2⁸ a piece there could still
    /// miss the tolerance by several times (a property test found 0.045 pt at tolerance 0.01).
    static let maximumDepth = 10

    var source: Segment
    /// True when this piece starts a source segment (a join goes before it), false when it
    /// continues the previous piece of the same segment.
    var startsSegment: Bool
    /// The unit tangents at the piece's ends (never nil: degenerate pieces are dropped).
    var startTangent: Point
    var endTangent: Point

    /// Splits `segment` into pieces whose ±`distance` offsets meet `tolerance`.
    static func pieces(of segment: Segment, distance: Double, tolerance: Double) -> [OffsetPiece] {
        var result: [OffsetPiece] = []
        // A tolerance below rounding noise (1e-7 × the segment's size, as flattening uses) can
        // never be met; asking for it would only drive every piece to the depth limit.
        let box = segment.bounds
        let floor = 1e-7 * max(box.width, box.height, abs(distance))
        let reachable = tolerance.isNaN ? floor : max(tolerance, floor)
        collect(segment, distance: distance, tolerance: reachable, depth: 0, into: &result)
        if !result.isEmpty { result[0].startsSegment = true }
        return result
    }

    private static func collect(_ segment: Segment, distance: Double, tolerance: Double, depth: Int, into result: inout [OffsetPiece]) {
        guard let t0 = segment.tangent(at: 0), let t1 = segment.tangent(at: 1) else { return }
        let piece = OffsetPiece(source: segment, startsSegment: false, startTangent: t0, endTangent: t1)
        if case .line = segment {
            result.append(piece)
            return
        }
        let error = max(piece.offsetError(distance: distance), piece.offsetError(distance: -distance))
        // An error that overflowed (coordinates near 1e300) cannot shrink by splitting: keep the
        // piece rather than drive it to the depth limit.
        let fits = depth >= maximumDepth || error <= tolerance || !error.isFinite
        if fits {
            result.append(piece)
            return
        }
        let (left, right) = segment.split(at: 0.5)
        collect(left, distance: distance, tolerance: tolerance, depth: depth + 1, into: &result)
        collect(right, distance: distance, tolerance: tolerance, depth: depth + 1, into: &result)
    }

    /// The left-hand normal of a unit tangent: (−y, x), which points to the right of travel on
    /// a y-down screen.
    static func normal(_ tangent: Point) -> Point { Point(x: -tangent.y, y: tangent.x) }

    /// The approximation of the source offset by `distance` along the normal.
    func offset(distance: Double) -> Segment {
        let n0 = OffsetPiece.normal(startTangent), n1 = OffsetPiece.normal(endTangent)
        switch source {
        case .line(let p0, let p1):
            return .line(p0 + n0 * distance, p1 + n1 * distance)
        case .quad, .cubic:
            let (p0, p1, p2, p3) = source.cubicPoints
            let q0 = p0 + n0 * distance, q3 = p3 + n1 * distance
            let scale0 = max(0, 1 - distance * source.curvature(at: 0))
            let scale1 = max(0, 1 - distance * source.curvature(at: 1))
            return .cubic(q0, q0 + (p1 - p0) * scale0, q3 + (p2 - p3) * scale1, q3)
        }
    }

    /// The largest distance, over five sample parameters, between the approximation and the
    /// true offset point at the same parameter (an upper bound on the distance between curves).
    func offsetError(distance: Double) -> Double {
        let approximation = offset(distance: distance)
        var worst = 0.0
        for t in [0.1, 0.3, 0.5, 0.7, 0.9] {
            guard let tangent = source.tangent(at: t) else { continue }
            let exact = source.point(at: t) + OffsetPiece.normal(tangent) * distance
            let error = approximation.point(at: t).distance(to: exact)
            // NaN (overflowed coordinates) reads as infinite: the caller keeps such a piece.
            worst = error.isNaN ? .infinity : max(worst, error)
        }
        return worst
    }
}

extension Segment {
    /// The signed curvature at t: positive where the curve turns towards its (−y′, x′) normal.
    /// Zero where the speed vanishes.
    func curvature(at t: Double) -> Double {
        let d1 = derivative(at: t)
        let speed = d1.length
        guard speed > 1e-12 else { return 0 }
        return d1.cross(secondDerivative(at: t)) / (speed * speed * speed)
    }

    /// The second derivative with respect to t.
    func secondDerivative(at t: Double) -> Point {
        switch self {
        case .line: return .zero
        case .quad(let p0, let p1, let p2): return (p2 - p1 * 2 + p0) * 2
        case .cubic(let p0, let p1, let p2, let p3):
            return (p2 - p1 * 2 + p0) * (6 * (1 - t)) + (p3 - p2 * 2 + p1) * (6 * t)
        }
    }
}
