import Foundation

/// A piece of a source segment small enough that each side of its stroke is approximated by one
/// cubic (or line) within the stroke tolerance.
///
/// A side at signed distance d follows the offset B(t) + d·n(t) wherever the curve bends more
/// gently than |d|, and the curve's **evolute** (its centres of curvature, B + n/κ) where it bends
/// tighter, on that side: the side lies at e(t) = min(d, 1/κ) along the normal (same sign as d).
/// Then every point of the normal segment between the two sides moves forward (its speed along
/// the tangent is |B′|·(1 − s·κ) ≥ 0 for every s between the sides), so the band a piece sweeps
/// has winding +1 or more everywhere and never cancels another: with the nonzero rule the union
/// of the bands is exactly the set of points on the path's normals within w/2, which is the
/// stroke (a point's nearest point on a smooth curve lies on its normal, no farther than the
/// radius of curvature on the concave side). The plain offset instead folds into a swallowtail
/// that sweeps backwards and cancels windings, leaving holes (a circle of radius 3 stroked 10
/// wide would get one); this is the evolute idea of Nehab's "Converting stroked primitives to
/// filled primitives" (2020), written here as a clamp of the offset distance.
///
/// Segments are first split where a side switches between offset and evolute (|d·κ| = 1, the
/// cusps of the plain offset; found by sampling κ and bisection), so each piece is one or the
/// other. An offset side is the cubic with the offset end points, the source's end tangents and
/// handles scaled by (1 − d·κ) (exact for circular arcs: Tiller & Hanson, 1984); an evolute side
/// (inside the stroke, never its visible edge) the cubic through the true points at t = 0, ⅓,
/// ⅔, 1. The error is measured at five parameters against the true side point, and a piece that
/// misses is split in half, as kurbo's `offset` and Skia's stroker refine.
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

    /// Splits `segment` into pieces whose ±`distance` sides meet `tolerance`.
    static func pieces(of segment: Segment, distance: Double, tolerance: Double) -> [OffsetPiece] {
        var result: [OffsetPiece] = []
        // A tolerance below rounding noise (1e-7 × the segment's size, as flattening uses) can
        // never be met; asking for it would only drive every piece to the depth limit. The
        // control points' box bounds the segment and needs no root finding.
        let floor = 1e-7 * max(segment.controlPointExtent, abs(distance))
        let reachable = tolerance.isNaN ? floor : max(tolerance, floor)
        // Within these magnitudes no square or cube in the error test overflows, so no sample
        // can come out NaN, and a piece may be split at its first sample past the tolerance.
        let safeMagnitude = 1e50
        let cannotOverflow = segment.points.allSatisfy { abs($0.x) < safeMagnitude && abs($0.y) < safeMagnitude }
            && abs(distance) < safeMagnitude
        var start = 0.0
        for end in segment.offsetCuspParameters(distance: distance) + [1] {
            let part = start == 0 && end == 1 ? segment : segment.subsegment(from: start, to: end)
            collect(part, distance: distance, tolerance: reachable, stopsEarly: cannotOverflow, depth: 0, into: &result)
            start = end
        }
        if !result.isEmpty { result[0].startsSegment = true }
        return result
    }

    private static func collect(_ segment: Segment, distance: Double, tolerance: Double, stopsEarly: Bool, depth: Int,
                                into result: inout [OffsetPiece]) {
        guard let t0 = segment.tangent(at: 0), let t1 = segment.tangent(at: 1) else { return }
        let piece = OffsetPiece(source: segment, startsSegment: false, startTangent: t0, endTangent: t1)
        if case .line = segment {
            result.append(piece)
            return
        }
        let error = piece.offsetError(distance: distance, stoppingAbove: stopsEarly ? tolerance : .infinity)
        // An error that overflowed (coordinates near 1e300) cannot shrink by splitting: keep the
        // piece rather than drive it to the depth limit.
        if error <= tolerance || !error.isFinite {
            result.append(piece)
            return
        }
        // Near a cusp that the control points just miss, the side sweeps half a turn round a
        // spot in a sliver of the parameter that halving may not reach in `maximumDepth` steps,
        // and the offset cubic there, its handles scaled by 1 − d·κ with κ huge, bulges out by
        // up to the width. Such a piece is tiny: once it lies within the tolerance of its chord,
        // stroke the chord, whose stroke is within the tolerance of the piece's, and let the
        // round joins between pieces make the turn.
        if let chord = chordPiece(of: segment, tolerance: tolerance) {
            result.append(chord)
            return
        }
        if depth >= maximumDepth {
            result.append(piece)
            return
        }
        let (left, right) = segment.split(at: 0.5)
        collect(left, distance: distance, tolerance: tolerance, stopsEarly: stopsEarly, depth: depth + 1, into: &result)
        collect(right, distance: distance, tolerance: tolerance, stopsEarly: stopsEarly, depth: depth + 1, into: &result)
    }

    /// `segment` as the line between its ends, when every control point lies within `tolerance`
    /// of that line segment (so the curve, inside their hull, does too) and the ends are apart.
    static func chordPiece(of segment: Segment, tolerance: Double) -> OffsetPiece? {
        let start = segment.start, chord = segment.end - start
        let lengthSquared = chord.dot(chord)
        guard lengthSquared > 0, lengthSquared.isFinite else { return nil }
        for control in segment.points.dropFirst().dropLast() {
            let along = Swift.min(1, Swift.max(0, (control - start).dot(chord) / lengthSquared))
            if (start + chord * along).distance(to: control) > tolerance { return nil }
        }
        let line = Segment.line(start, segment.end)
        guard let direction = line.tangent(at: 0) else { return nil }
        return OffsetPiece(source: line, startsSegment: false, startTangent: direction, endTangent: direction)
    }

    /// The left-hand normal of a unit tangent: (−y, x), which points to the right of travel on
    /// a y-down screen.
    static func normal(_ tangent: Point) -> Point { Point(x: -tangent.y, y: tangent.x) }

    /// The approximation of the side at `distance` along the normal: the offset, or the evolute
    /// where the piece bends tighter than |distance| on that side (decided at its middle; the
    /// pieces are split where that changes).
    func offset(distance: Double) -> Segment {
        if case .line = source { return offset(distance: distance, followsEvolute: false) }
        return offset(distance: distance, followsEvolute: source.bendsTighter(than: distance, at: 0.5))
    }

    /// Both sides' approximations, `offset(distance: d)` and `offset(distance: −d)`, with the
    /// curve's bend at the middle and its end curvatures computed once for both: the same numbers
    /// (−d·x is exactly −(d·x), so the two sides' tests are one test's two outcomes).
    func offsets(distance: Double) -> (plus: Segment, minus: Segment) {
        if case .line = source {
            return (offset(distance: distance, followsEvolute: false), offset(distance: -distance, followsEvolute: false))
        }
        let tight = source.tightSide(distance: distance, at: 0.5)
        guard tight == 0 else {
            return (offset(distance: distance, followsEvolute: tight == 1), offset(distance: -distance, followsEvolute: tight == -1))
        }
        let n0 = OffsetPiece.normal(startTangent), n1 = OffsetPiece.normal(endTangent)
        let (p0, p1, p2, p3) = source.cubicPoints
        let startCurvature = source.curvature(at: 0), endCurvature = source.curvature(at: 1)
        func side(_ distance: Double) -> Segment {
            let q0 = p0 + n0 * distance, q3 = p3 + n1 * distance
            let scale0 = max(0, 1 - distance * startCurvature)
            let scale1 = max(0, 1 - distance * endCurvature)
            return .cubic(q0, q0 + (p1 - p0) * scale0, q3 + (p2 - p3) * scale1, q3)
        }
        return (side(distance), side(-distance))
    }

    /// `offset(distance:)` once it is known whether that side follows the evolute.
    private func offset(distance: Double, followsEvolute: Bool) -> Segment {
        let n0 = OffsetPiece.normal(startTangent), n1 = OffsetPiece.normal(endTangent)
        switch source {
        case .line(let p0, let p1):
            return .line(p0 + n0 * distance, p1 + n1 * distance)
        case .quad, .cubic:
            if followsEvolute {
                // Through the true side points at t = 0, ⅓, ⅔, 1: B(⅓) = (8q₀ + 12c₁ + 6c₂ + q₃)/27
                // and B(⅔) = (q₀ + 6c₁ + 12c₂ + 8q₃)/27, solved for the handles c₁, c₂.
                let q0 = source.sidePoint(at: 0, distance: distance), q3 = source.sidePoint(at: 1, distance: distance)
                let a = source.sidePoint(at: 1.0 / 3, distance: distance) * 27 - q0 * 8 - q3
                let b = source.sidePoint(at: 2.0 / 3, distance: distance) * 27 - q0 - q3 * 8
                return .cubic(q0, (a * 2 - b) / 18, (b * 2 - a) / 18, q3)
            }
            let (p0, p1, p2, p3) = source.cubicPoints
            let q0 = p0 + n0 * distance, q3 = p3 + n1 * distance
            let scale0 = max(0, 1 - distance * source.curvature(at: 0))
            let scale1 = max(0, 1 - distance * source.curvature(at: 1))
            return .cubic(q0, q0 + (p1 - p0) * scale0, q3 + (p2 - p3) * scale1, q3)
        }
    }

    /// Where `offsetError` compares a piece's approximation with the true side: the middle
    /// first, where an approximation that matches the ends misses most often, so that a piece
    /// to be split is usually told at the first sample (the largest error does not depend on
    /// the order).
    static let errorSamples = [0.5, 0.3, 0.7, 0.1, 0.9]

    /// The largest distance, over five sample parameters and both sides (±`distance`), between
    /// the approximation and the true side point at the same parameter (an upper bound on the
    /// distance between curves).
    ///
    /// - Parameter limit: once the error exceeds this, the remaining samples are skipped and that
    ///   error is returned (enough to know the piece must be split). Only for pieces whose
    ///   coordinates cannot overflow: a later NaN sample would otherwise have made it infinite.
    func offsetError(distance: Double, stoppingAbove limit: Double = .infinity) -> Double {
        let (plus, minus) = offsets(distance: distance)
        var worst = 0.0
        for t in OffsetPiece.errorSamples {
            let exact = source.sidePoints(at: t, distance: distance)
            let error = max(plus.point(at: t).distance(to: exact.plus), minus.point(at: t).distance(to: exact.minus))
            // NaN (overflowed coordinates) reads as infinite: the caller keeps such a piece.
            worst = error.isNaN ? .infinity : max(worst, error)
            if worst > limit { return worst }
        }
        return worst
    }
}

extension Segment {
    /// The number of parameter samples `offsetCuspParameters` looks at.
    static let offsetCuspSamples = 32

    /// The parameters in (0, 1) where a side at signed `distance` switches between the offset and
    /// the evolute (d·κ = 1 or −d·κ = 1, where the plain offsets have cusps), in increasing order.
    ///
    /// κ is sampled at 33 parameters and at the speed's local minima (where a near-cusp's
    /// narrow tight stretch lies), and each change between samples is bisected to 1e-12 of the
    /// parameter. A stretch tighter than w/2 that starts and ends between two samples is
    /// missed; the piece's error test against the true side points still splits at it if a
    /// test parameter falls inside, and otherwise the stretch is shorter than 1/32 of the
    /// segment's parameter and its swallowtail tiny.
    func offsetCuspParameters(distance: Double) -> [Double] {
        if case .line = self { return [] }
        if cannotBendTighter(than: distance) { return [] }
        let samples = Segment.offsetCuspSamples
        let uniform = (1...samples).map { Double($0) / Double(samples) }
        // Near a cusp that the control points just miss, the tight stretch around the speed's
        // minimum can be far narrower than 1/32 of the parameter: sample there too.
        let parameters = (uniform + speedMinimumParameters()).sorted()
        var roots: [Double] = []
        var previousT = 0.0, previousSide = tightSide(distance: distance, at: 0)
        for t in parameters {
            let side = tightSide(distance: distance, at: t)
            var low = previousT, lowSide = previousSide, changes = 0
            // Every change in (low, t]: bisect to the first, then look again past it.
            while lowSide != side {
                var a = low, b = t
                while b - a > 1e-12 {
                    let middle = (a + b) / 2
                    if tightSide(distance: distance, at: middle) == lowSide { a = middle } else { b = middle }
                }
                // Two changes closer than this are one point where the speed vanishes (a cusp,
                // tight on both sides): one split there, not a sliver of a piece.
                if roots.last.map({ b - $0 >= 1e-9 }) ?? true { roots.append(b) }
                low = b
                lowSide = tightSide(distance: distance, at: b)
                changes += 1
                if b >= t || changes > 8 { break }
            }
            previousT = t
            previousSide = side
        }
        return roots.filter { $0 > 1e-9 && $0 < 1 - 1e-9 }
    }

    /// True when a cubic provably bends more gently than |`distance`| everywhere, so that
    /// `tightSide` is 0 at every t and the sampling in `offsetCuspParameters` would find nothing.
    ///
    /// B′(t) = 3[(1−t)²a + 2(1−t)t b + t²c] (a, b, c the control polygon's legs) is a convex
    /// combination of 3a, 3b, 3c, so |B′| is at least the distance from the origin to the
    /// triangle (a, b, c) times 3; B″ is linear in t, so |B″| ≤ 6·max(|b − a|, |c − b|). Since
    /// |B′ × B″| ≤ |B′||B″|, the curve bends more gently than |d| wherever |d|·|B″| < |B′|², which
    /// these bounds guarantee with a factor of two to spare for rounding. Quadratics and lines
    /// answer false (they are sampled).
    func cannotBendTighter(than distance: Double) -> Bool {
        guard case .cubic(let p0, let p1, let p2, let p3) = self else { return false }
        let a = p1 - p0, b = p2 - p1, c = p3 - p2
        let leastSpeed = 3 * Self.distanceFromOrigin(toTriangle: a, b, c)
        guard leastSpeed > 0, leastSpeed.isFinite else { return false }
        let mostBend = 6 * Swift.max((b - a).length, (c - b).length)
        return 2 * abs(distance) * mostBend < leastSpeed * leastSpeed
    }

    /// The distance from the origin to the filled triangle (a, b, c): 0 inside it.
    private static func distanceFromOrigin(toTriangle a: Point, _ b: Point, _ c: Point) -> Double {
        // Inside (or on) when the origin is on the same side of all three edges.
        let ab = a.cross(b), bc = b.cross(c), ca = c.cross(a)
        if (ab >= 0 && bc >= 0 && ca >= 0) || (ab <= 0 && bc <= 0 && ca <= 0) { return 0 }
        func toEdge(_ p: Point, _ q: Point) -> Double {
            let edge = q - p, lengthSquared = edge.dot(edge)
            let t = lengthSquared > 0 ? Swift.min(1, Swift.max(0, -p.dot(edge) / lengthSquared)) : 0
            return (p + edge * t).length
        }
        return Swift.min(toEdge(a, b), Swift.min(toEdge(b, c), toEdge(c, a)))
    }

    /// Which side bends tighter than |`distance`| at t: +1 the +`distance` side (d·κ > 1), −1 the
    /// other (−d·κ > 1), 0 neither. Compares d·(B′ × B″) with |B′|³, so no division.
    @inline(__always)
    func tightSide(distance: Double, at t: Double) -> Int {
        let d1 = derivative(at: t)
        let turn = distance * d1.cross(secondDerivative(at: t))
        let speedSquared = d1.dot(d1)
        let speedCubed = speedSquared * speedSquared.squareRoot()
        if turn > speedCubed { return 1 }
        if -turn > speedCubed { return -1 }
        return 0
    }

    /// Whether the side at signed `distance` follows the evolute at t (d·κ > 1).
    func bendsTighter(than distance: Double, at t: Double) -> Bool {
        tightSide(distance: distance, at: t) == 1
    }

    /// The true side point at t: B + e·n with e = `distance`, or 1/κ where the curve bends
    /// tighter than that on this side (the centre of curvature). At a point of zero speed (a
    /// cusp, where κ is infinite) it is the curve point itself.
    func sidePoint(at t: Double, distance: Double) -> Point {
        sidePoints(at: t, distance: distance).plus
    }

    /// The true side points at t at +`distance` and −`distance` (`sidePoint`), sharing the
    /// curve's point and derivatives: the stroker tests both sides at the same parameters.
    func sidePoints(at t: Double, distance: Double) -> (plus: Point, minus: Point) {
        let p = point(at: t)
        let d1 = derivative(at: t)
        let speedSquared = d1.dot(d1)
        // The derivative's direction, unless it is too short to trust (`tangent(at:)`'s threshold).
        let threshold = 1e-12 * Swift.max(1, start.length)
        let tangent: Point
        if speedSquared > threshold * threshold {
            tangent = d1 / speedSquared.squareRoot()
        } else {
            guard let fallback = self.tangent(at: t) else { return (p, p) }
            tangent = fallback
        }
        let cross = d1.cross(secondDerivative(at: t))
        let speedCubed = speedSquared * speedSquared.squareRoot()
        func reach(_ distance: Double) -> Double {
            if distance * cross > speedCubed { return speedCubed / cross }
            return speedCubed == 0 ? 0 : distance
        }
        let normal = OffsetPiece.normal(tangent)
        return (p + normal * reach(distance), p + normal * reach(-distance))
    }

    /// The larger side of the control points' box (which contains the segment).
    var controlPointExtent: Double {
        let pts = points
        var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
        for p in pts {
            minX = Swift.min(minX, p.x)
            maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y)
            maxY = Swift.max(maxY, p.y)
        }
        return Swift.max(maxX - minX, maxY - minY)
    }

    /// The signed curvature at t: positive where the curve turns towards its (−y′, x′) normal.
    /// Zero where the speed vanishes.
    func curvature(at t: Double) -> Double {
        let d1 = derivative(at: t)
        let speed = d1.length
        guard speed > 1e-12 else { return 0 }
        return d1.cross(secondDerivative(at: t)) / (speed * speed * speed)
    }

    /// The second derivative with respect to t.
    @inline(__always)
    func secondDerivative(at t: Double) -> Point {
        switch self {
        case .line: return .zero
        case .quad(let p0, let p1, let p2): return (p2 - p1 * 2 + p0) * 2
        case .cubic(let p0, let p1, let p2, let p3):
            return (p2 - p1 * 2 + p0) * (6 * (1 - t)) + (p3 - p2 * 2 + p1) * (6 * t)
        }
    }
}
