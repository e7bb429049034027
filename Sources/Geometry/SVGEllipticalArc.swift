import Foundation

/// An SVG elliptical arc in endpoint form (`A rx ry rotation large-arc sweep x y`), converted
/// to centre form and then to cubics, following the SVG 1.1 implementation notes, appendix F.6.
struct SVGEllipticalArc: Sendable {
    var from: Point
    var to: Point
    var rx: Double
    var ry: Double
    var xAxisRotationDegrees: Double
    var largeArc: Bool
    var sweep: Bool

    /// The elements that draw the arc from `from` (not included).
    ///
    /// Out-of-range parameters are corrected as F.6.6 says: coincident end points draw nothing,
    /// a zero radius draws a straight line, negative radii use their absolute value, and radii
    /// too small to reach the end point are scaled up uniformly until they just do.
    func elements() -> [PathElement] {
        guard from != to else { return [] }
        var rx = abs(self.rx), ry = abs(self.ry)
        guard rx > 0, ry > 0 else { return [.line(to: to)] }
        let phi = xAxisRotationDegrees.truncatingRemainder(dividingBy: 360) * .pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)
        // F.6.5.1: the midpoint difference in the ellipse's own axes.
        let dx = (from.x - to.x) / 2, dy = (from.y - to.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy
        let y1 = -sinPhi * dx + cosPhi * dy
        // F.6.6.2: scale the radii up when the ellipse cannot reach.
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            let scale = lambda.squareRoot()
            rx *= scale
            ry *= scale
        }
        // F.6.5.2: the centre in the ellipse's axes.
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var factor = denominator > 0 ? (max(0, numerator) / denominator).squareRoot() : 0
        if largeArc == sweep { factor = -factor }
        let cx1 = factor * rx * y1 / ry
        let cy1 = -factor * ry * x1 / rx
        // F.6.5.3: the centre in user space.
        let center = Point(x: cosPhi * cx1 - sinPhi * cy1 + (from.x + to.x) / 2,
                           y: sinPhi * cx1 + cosPhi * cy1 + (from.y + to.y) / 2)
        // F.6.5.5–6: start angle and sweep on the unit circle.
        let theta1 = atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
        let theta2 = atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx)
        var delta = theta2 - theta1
        if sweep && delta < 0 { delta += 2 * .pi }
        if !sweep && delta > 0 { delta -= 2 * .pi }
        // The unit circle's arc, stretched, rotated and moved onto the ellipse.
        let placement = Transform(a: rx * cosPhi, b: rx * sinPhi, c: -ry * sinPhi, d: ry * cosPhi, tx: center.x, ty: center.y)
        var elements = CircularArc(center: .zero, radius: 1, startAngle: theta1, sweep: delta)
            .cubicElements().map { $0.applying(placement) }
        // Land exactly on the requested end point, not on its rounded reconstruction.
        if case .curve(_, let c1, let c2) = elements.last {
            elements[elements.count - 1] = .curve(to: to, control1: c1, control2: c2)
        }
        return elements
    }
}
