import Foundation

/// One drawing segment of a path — a line or a quadratic or cubic Bézier — with its start point,
/// parametrised over t ∈ [0, 1]. Measuring, trimming, flattening and stroking work on these.
enum Segment: Hashable, Sendable {
    case line(Point, Point)
    case quad(Point, Point, Point)
    case cubic(Point, Point, Point, Point)

    var start: Point {
        switch self {
        case .line(let p0, _), .quad(let p0, _, _), .cubic(let p0, _, _, _): return p0
        }
    }

    var end: Point {
        switch self {
        case .line(_, let p1): return p1
        case .quad(_, _, let p2): return p2
        case .cubic(_, _, _, let p3): return p3
        }
    }

    /// All defining points, start first.
    var points: [Point] {
        switch self {
        case .line(let p0, let p1): return [p0, p1]
        case .quad(let p0, let p1, let p2): return [p0, p1, p2]
        case .cubic(let p0, let p1, let p2, let p3): return [p0, p1, p2, p3]
        }
    }

    /// The path element that draws this segment from its start.
    var element: PathElement {
        switch self {
        case .line(_, let p1): return .line(to: p1)
        case .quad(_, let p1, let p2): return .quadCurve(to: p2, control: p1)
        case .cubic(_, let p1, let p2, let p3): return .curve(to: p3, control1: p1, control2: p2)
        }
    }

    /// The same curve as a cubic (degree elevation is exact).
    @inline(__always)
    var cubicPoints: (Point, Point, Point, Point) {
        switch self {
        case .line(let p0, let p1): return (p0, p0.lerp(to: p1, 1.0 / 3), p0.lerp(to: p1, 2.0 / 3), p1)
        case .quad(let p0, let p1, let p2):
            return (p0, p0 + (p1 - p0) * (2.0 / 3), p2 + (p1 - p2) * (2.0 / 3), p2)
        case .cubic(let p0, let p1, let p2, let p3): return (p0, p1, p2, p3)
        }
    }

    /// The same segment run backwards.
    var reversed: Segment {
        switch self {
        case .line(let p0, let p1): return .line(p1, p0)
        case .quad(let p0, let p1, let p2): return .quad(p2, p1, p0)
        case .cubic(let p0, let p1, let p2, let p3): return .cubic(p3, p2, p1, p0)
        }
    }

    @inline(__always)
    func point(at t: Double) -> Point {
        let u = 1 - t
        switch self {
        case .line(let p0, let p1): return p0.lerp(to: p1, t)
        case .quad(let p0, let p1, let p2): return p0 * (u * u) + p1 * (2 * u * t) + p2 * (t * t)
        case .cubic(let p0, let p1, let p2, let p3):
            return p0 * (u * u * u) + p1 * (3 * u * u * t) + p2 * (3 * u * t * t) + p3 * (t * t * t)
        }
    }

    /// The derivative with respect to t.
    @inline(__always)
    func derivative(at t: Double) -> Point {
        let u = 1 - t
        switch self {
        case .line(let p0, let p1): return p1 - p0
        case .quad(let p0, let p1, let p2): return (p1 - p0) * (2 * u) + (p2 - p1) * (2 * t)
        case .cubic(let p0, let p1, let p2, let p3):
            return (p1 - p0) * (3 * u * u) + (p2 - p1) * (6 * u * t) + (p3 - p2) * (3 * t * t)
        }
    }

    /// The direction of travel at t, falling back to neighbouring control points (and finally to
    /// the chord) where the derivative vanishes, as at a curve end whose handle is retracted.
    /// Nil only for a segment whose points all coincide within rounding noise.
    func tangent(at t: Double) -> Point? {
        let d = derivative(at: t)
        // Below this, a difference of coordinates is rounding noise, not a direction: a segment
        // of noise length (a rounded star's first line lands on its first corner's start) would
        // otherwise turn its neighbours' joins toward a random direction, a mitered spike.
        let noise = 1e-12 * max(1, start.length)
        if d.length > noise { return d / d.length }
        let pts = points
        // Retracted handle: the direction is that of the nearest distinct control point.
        let ordered = t < 0.5 ? pts : pts.reversed()
        for candidate in ordered.dropFirst() where (candidate - ordered[0]).length > noise {
            let v = t < 0.5 ? candidate - ordered[0] : ordered[0] - candidate
            return v / v.length
        }
        return nil
    }

    /// Splits at t with de Casteljau's construction.
    func split(at t: Double) -> (Segment, Segment) {
        switch self {
        case .line(let p0, let p1):
            let m = p0.lerp(to: p1, t)
            return (.line(p0, m), .line(m, p1))
        case .quad(let p0, let p1, let p2):
            let a = p0.lerp(to: p1, t), b = p1.lerp(to: p2, t), m = a.lerp(to: b, t)
            return (.quad(p0, a, m), .quad(m, b, p2))
        case .cubic(let p0, let p1, let p2, let p3):
            let a = p0.lerp(to: p1, t), b = p1.lerp(to: p2, t), c = p2.lerp(to: p3, t)
            let d = a.lerp(to: b, t), e = b.lerp(to: c, t), m = d.lerp(to: e, t)
            return (.cubic(p0, a, d, m), .cubic(m, e, c, p3))
        }
    }

    /// The piece between parameters t0 ≤ t1.
    func subsegment(from t0: Double, to t1: Double) -> Segment {
        if t0 <= 0 { return t1 >= 1 ? self : split(at: t1).0 }
        let tail = split(at: t0).1
        if t1 >= 1 { return tail }
        return tail.split(at: (t1 - t0) / (1 - t0)).0
    }

    /// The segment's contribution to a closed outline's signed area, ½∮(x dy − y dx), in closed form.
    ///
    /// Positive for clockwise travel on a y-down screen. The cubic formula integrates the
    /// Bernstein form exactly (the same expression as kurbo's `CubicBez::signed_area`).
    var signedArea: Double {
        let (p0, p1, p2, p3) = cubicPoints
        let sum = p0.x * (6 * p1.y + 3 * p2.y + p3.y)
            + 3 * (p1.x * (-2 * p0.y + p2.y + p3.y) - p2.x * (p0.y + p1.y - 2 * p3.y))
            - p3.x * (p0.y + 3 * p1.y + 6 * p2.y)
        return sum / 20
    }

    /// The tight bounding box, from the end points and the curve's extrema in x and y.
    ///
    /// Without arrays: a path's bounds visit every segment, and the lines of a 400,000-segment
    /// path took two seconds in a debug build with two small arrays each.
    var bounds: Rect {
        var x0 = Swift.min(start.x, end.x), x1 = Swift.max(start.x, end.x)
        var y0 = Swift.min(start.y, end.y), y1 = Swift.max(start.y, end.y)
        if case .line = self { return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) }
        for t in extremaParameters() {
            let p = point(at: t)
            (x0, x1) = (Swift.min(x0, p.x), Swift.max(x1, p.x))
            (y0, y1) = (Swift.min(y0, p.y), Swift.max(y1, p.y))
        }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether the segment's control points lie in `box` (a line has none): then, when `box`
    /// holds its end points, it holds the whole segment.
    func controlPoints(areIn box: Rect) -> Bool {
        func inside(_ p: Point) -> Bool { p.x >= box.minX && p.x <= box.maxX && p.y >= box.minY && p.y <= box.maxY }
        switch self {
        case .line: return true
        case .quad(_, let control, _): return inside(control)
        case .cubic(_, let control1, let control2, _): return inside(control1) && inside(control2)
        }
    }

    /// The parameters in (0, 1) where x′(t) = 0 or y′(t) = 0.
    func extremaParameters() -> [Double] {
        switch self {
        case .line: return []
        case .quad(let p0, let p1, let p2):
            // The derivative is linear: 2(p1 − p0) + 2t(p0 − 2p1 + p2).
            var result: [Double] = []
            for (a, b, c) in [(p0.x, p1.x, p2.x), (p0.y, p1.y, p2.y)] {
                let denominator = a - 2 * b + c
                if denominator != 0 { result.append((a - b) / denominator) }
            }
            return result.filter { $0 > 0 && $0 < 1 }
        case .cubic(let p0, let p1, let p2, let p3):
            var result: [Double] = []
            for (a, b, c, d) in [(p0.x, p1.x, p2.x, p3.x), (p0.y, p1.y, p2.y, p3.y)] {
                // The derivative / 3 = A t² + B t + C.
                let qa = -a + 3 * b - 3 * c + d, qb = 2 * (a - 2 * b + c), qc = b - a
                result += solveQuadratic(qa, qb, qc)
            }
            return result.filter { $0 > 0 && $0 < 1 }
        }
    }
}

/// The real roots of a t² + b t + c = 0, degrading to the linear case when a is negligible.
func solveQuadratic(_ a: Double, _ b: Double, _ c: Double) -> [Double] {
    let scale = max(abs(a), abs(b), abs(c))
    guard scale > 0 else { return [] }
    if abs(a) <= 1e-12 * scale {
        return b == 0 ? [] : [-c / b]
    }
    let discriminant = b * b - 4 * a * c
    if discriminant < 0 { return [] }
    // The numerically stable pair: never subtract nearly equal numbers.
    let q = -0.5 * (b + (b < 0 ? -1 : 1) * discriminant.squareRoot())
    if q == 0 { return [0] }
    return [q / a, c / q]
}
