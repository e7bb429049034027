import Foundation

extension Segment {
    /// Gauss–Legendre nodes and weights on [−1, 1], 8 points: exact for polynomials of degree 15.
    private static let gaussLegendre: [(node: Double, weight: Double)] = [
        (-0.9602898564975363, 0.1012285362903763), (-0.7966664774136267, 0.2223810344533745),
        (-0.5255324099163290, 0.3137066458778873), (-0.1834346424956498, 0.3626837833783620),
        (0.1834346424956498, 0.3626837833783620), (0.5255324099163290, 0.3137066458778873),
        (0.7966664774136267, 0.2223810344533745), (0.9602898564975363, 0.1012285362903763),
    ]

    /// Recursion stops here even if the error estimate is not met (2²⁰ pieces at most), so bad
    /// input cannot hang the measurement.
    private static let maximumLengthDepth = 20

    /// The length of the control polygon: an upper bound on the arc length, and the scale the
    /// relative tolerances refer to.
    var controlPolygonLength: Double {
        let pts = points
        return zip(pts, pts.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
    }

    /// The arc length between parameters t0 and t1, within `tolerance` (absolute).
    ///
    /// Gauss–Legendre quadrature of |B′(t)| with adaptive subdivision: an interval is accepted
    /// when the 8-point rule on it and the sum over its two halves agree within the tolerance
    /// share of that interval. Lines are measured exactly.
    func arcLength(from t0: Double = 0, to t1: Double = 1, tolerance: Double) -> Double {
        if case .line(let p0, let p1) = self { return p0.distance(to: p1) * abs(t1 - t0) }
        guard t1 > t0 else { return t1 == t0 ? 0 : -arcLength(from: t1, to: t0, tolerance: tolerance) }
        let whole = quadrature(t0, t1)
        return refinedLength(t0, t1, whole: whole, tolerance: max(tolerance, 1e-15), depth: 0)
    }

    private func quadrature(_ a: Double, _ b: Double) -> Double {
        let half = (b - a) / 2, mid = (a + b) / 2
        var sum = 0.0
        for (node, weight) in Segment.gaussLegendre {
            sum += weight * derivative(at: mid + half * node).length
        }
        return sum * half
    }

    private func refinedLength(_ a: Double, _ b: Double, whole: Double, tolerance: Double, depth: Int) -> Double {
        let mid = (a + b) / 2
        let left = quadrature(a, mid), right = quadrature(mid, b)
        let refined = left + right
        if depth >= Segment.maximumLengthDepth || !(abs(refined - whole) > tolerance) { return refined }
        return refinedLength(a, mid, whole: left, tolerance: tolerance / 2, depth: depth + 1)
            + refinedLength(mid, b, whole: right, tolerance: tolerance / 2, depth: depth + 1)
    }

    /// The parameter t at which the arc length from the start reaches `length`, within
    /// `tolerance` (absolute, in length units). `totalLength` is the segment's length, if known.
    ///
    /// Newton's method on s(t) − length, kept inside a shrinking bisection bracket so it always
    /// converges, even through cusps where the speed vanishes; at most 60 steps.
    func parameter(atLength length: Double, totalLength: Double? = nil, tolerance: Double) -> Double {
        let total = totalLength ?? arcLength(tolerance: tolerance)
        guard total > 0, length > 0 else { return 0 }
        guard length < total else { return 1 }
        if case .line = self { return length / total }
        var low = 0.0, high = 1.0
        var t = length / total
        for _ in 0..<60 {
            let difference = arcLength(from: 0, to: t, tolerance: tolerance / 4) - length
            if abs(difference) <= tolerance { return t }
            if difference > 0 { high = t } else { low = t }
            let speed = derivative(at: t).length
            var next = speed > 0 ? t - difference / speed : (low + high) / 2
            if !(next > low && next < high) { next = (low + high) / 2 }
            t = next
        }
        return t
    }
}
