import Foundation

extension Path {
    /// Adds a circular arc, exactly as SwiftUI's and CoreGraphics' `addArc(center:radius:startAngle:endAngle:clockwise:)`.
    ///
    /// In y-down coordinates `clockwise: false` sweeps with increasing angle (clockwise on screen,
    /// the flipped-coordinates quirk of CoreGraphics). A line joins the current point to the arc's
    /// start; on an empty path the arc starts a subpath. When the angles differ by 2π or more
    /// (either way, to within 1e-12) the arc is a full circle in the requested direction; otherwise the sweep is
    /// the difference reduced into [0, 2π) in that direction. The arc is stored as cubics with radial error
    /// ≤ 1e-4 × radius.
    ///
    /// Bad input is clamped, never trapped: a negative radius is treated as 0, and a zero radius
    /// gives a line to `center`. Non-finite arguments add nothing.
    public mutating func addArc(center: Point, radius: Double, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        guard center.isFinite, radius.isFinite, startAngle.radians.isFinite, endAngle.radians.isFinite else { return }
        let fullTurn = 2 * Double.pi
        let difference = endAngle.radians - startAngle.radians
        // The difference measured in the direction of travel: positive means "this far to go".
        let travel = clockwise ? -difference : difference
        var sweep: Double
        // Within 1e-12 of a full turn counts as one, so degree-to-radian rounding of
        // `.degrees(390) − .degrees(30)` still gives a circle rather than an empty arc.
        if abs(difference) >= fullTurn - 1e-12 {
            sweep = fullTurn
        } else {
            sweep = travel.truncatingRemainder(dividingBy: fullTurn)
            if sweep < 0 { sweep += fullTurn }
        }
        if clockwise { sweep = -sweep }
        appendArc(CircularArc(center: center, radius: max(0, radius), startAngle: startAngle.radians, sweep: sweep))
    }

    /// Adds an arc of `delta` radians from `startAngle`, as `addRelativeArc(center:radius:startAngle:delta:)`.
    ///
    /// A positive `delta` sweeps with increasing angle (clockwise on a y-down screen). The sweep is
    /// clamped to ±2π, so an arc never winds twice. A line joins the current point to the start.
    public mutating func addRelativeArc(center: Point, radius: Double, startAngle: Angle, delta: Angle) {
        guard center.isFinite, radius.isFinite, startAngle.radians.isFinite, delta.radians.isFinite else { return }
        let sweep = min(max(delta.radians, -2 * Double.pi), 2 * Double.pi)
        appendArc(CircularArc(center: center, radius: max(0, radius), startAngle: startAngle.radians, sweep: sweep))
    }

    /// Adds an arc tangent to the lines current point → `tangent1End` and `tangent1End` →
    /// `tangent2End`, as CoreGraphics' `addArc(tangent1End:tangent2End:radius:)`.
    ///
    /// A straight line runs from the current point to the first tangent point, then the arc runs
    /// to the second tangent point, which becomes the current point. When the three points are
    /// collinear, or the radius is 0 (negative radii count as 0), the result is a line to
    /// `tangent1End`. On an empty path the subpath starts at `tangent1End`, as CoreGraphics does.
    public mutating func addArc(tangent1End: Point, tangent2End: Point, radius: Double) {
        guard tangent1End.isFinite, tangent2End.isFinite, radius.isFinite else { return }
        guard let start = currentPoint else {
            move(to: tangent1End)
            return
        }
        let toStart = start - tangent1End, toEnd = tangent2End - tangent1End
        let lengthIn = toStart.length, lengthOut = toEnd.length
        let r = max(0, radius)
        guard r > 0, lengthIn > 0, lengthOut > 0 else {
            addLine(to: tangent1End)
            return
        }
        let u = toStart / lengthIn, v = toEnd / lengthOut
        let cosine = min(1, max(-1, u.dot(v)))
        let cross = u.cross(v)
        // Collinear (straight on, or doubling back): no circle touches both lines.
        guard abs(cross) > 1e-12 else {
            addLine(to: tangent1End)
            return
        }
        let halfAngle = acos(cosine) / 2
        let tangentDistance = r / tan(halfAngle)
        let centerDistance = r / sin(halfAngle)
        let bisector = (u + v) / (u + v).length
        let center = tangent1End + bisector * centerDistance
        let t1 = tangent1End + u * tangentDistance, t2 = tangent1End + v * tangentDistance
        let a0 = atan2(t1.y - center.y, t1.x - center.x)
        let a1 = atan2(t2.y - center.y, t2.x - center.x)
        var sweep = a1 - a0
        // The arc is the short way round (less than π): the one inside the corner.
        if sweep > .pi { sweep -= 2 * .pi } else if sweep < -.pi { sweep += 2 * .pi }
        addLine(to: t1)
        for element in CircularArc(center: center, radius: r, startAngle: a0, sweep: sweep).cubicElements() {
            append(element)
        }
    }

    /// Joins the current point to the arc's start (or moves there on an empty path), then adds
    /// the arc's cubics. A zero radius or zero sweep leaves just that line or move.
    mutating func appendArc(_ arc: CircularArc) {
        let start = arc.startPoint
        if let current = currentPoint {
            if current != start { addLine(to: start) }
        } else {
            move(to: start)
        }
        for element in arc.cubicElements() { append(element) }
    }
}
